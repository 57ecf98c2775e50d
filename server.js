// Veld's process entry. It loads the Remix server build (Vite's dev server in development,
// build/server in production) and hands over to startServer in app/server/start.server.ts,
// which the build exports through app/entry.server.tsx.
import { fileURLToPath } from "node:url";

const isProduction = process.env.NODE_ENV === "production";

async function main() {
  // The worker threads' bundle (decision 0120) lives beside the server build, wherever Veld is
  // started from; in development it is written first, from the sources.
  process.env.VELD_WORKERS_DIR ??= fileURLToPath(new URL("./build/workers", import.meta.url));
  if (!isProduction) {
    const { buildWorkers } = await import("./scripts/build-workers.js");
    await buildWorkers(process.env.VELD_WORKERS_DIR);
  }
  if (isProduction) {
    const buildPath = "./build/server/index.js";
    const build = await import(buildPath);
    await build.entry.module.startServer({ build, mode: "production" });
    return;
  }
  const vite = await import("vite").then((v) =>
    v.createServer({
      server: {
        middlewareMode: true,
        hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
      },
      appType: "custom",
      // Separate caches let several development servers run side by side.
      cacheDir: process.env.VITE_CACHE_DIR,
    }),
  );
  const loadBuild = () => vite.ssrLoadModule("virtual:remix/server-build");
  const build = await loadBuild();
  await build.entry.module.startServer({ build: loadBuild, mode: "development", vite });
}

main().catch((error) => {
  // These errors carry a sentence meant for the operator: print it alone.
  const forOperator = ["EnvError", "MigrationError", "DataDirLockedError", "WorkerBundleError"];
  if (error && forOperator.includes(error.name)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
