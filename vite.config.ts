import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientChunk } from "./scripts/client-chunks.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Modules whose top-level code touches nothing outside themselves, though Rollup cannot tell (the
 * package does not say `sideEffects: false`): @date-fns/tz's TZDate fills in its own prototype
 * when loaded. Marked free of side effects, a module that imports one and uses nothing of it (the
 * seasons' label, the fields' statuses) no longer makes the page load the time zones' chunk
 * (1.3 KB gzip, decision 0156).
 */
const WITHOUT_SIDE_EFFECTS = /\/node_modules\/@date-fns\/tz\//;

function withoutSideEffects(pattern: RegExp): Plugin {
  return {
    name: "veld:without-side-effects",
    transform(code, id) {
      return pattern.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  // The map's libraries are imported only when a farmer opens a map: named here so the dev
  // server does not discover them then and reload the page mid-drawing.
  optimizeDeps: {
    include: [
      "leaflet",
      "@geoman-io/leaflet-geoman-free",
      "@turf/area",
      "@turf/boolean-point-in-polygon",
    ],
  },
  build: {
    // The server build is loaded by server.js; keep its external packages external.
    target: "es2022",
    // The browser's code in a few chunks, so a cold visit on a slow link is not dozens of round
    // trips (issue 13; scripts/client-chunks.js says what goes where).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    withoutSideEffects(WITHOUT_SIDE_EFFECTS),
  ],
}));
