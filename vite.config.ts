import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientChunk } from "./scripts/client-chunks.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
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
  ],
}));
