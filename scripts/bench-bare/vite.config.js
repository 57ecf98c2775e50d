// The yardstick of `npm run bench:throughput` (issue 19): the smallest Remix v2 app with Veld's
// versions and future flags, built and served the same way, so that Veld's pages are compared
// with what the framework itself serves on the same machine in the same run.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: process.env.BENCH_BARE_BUILD ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
