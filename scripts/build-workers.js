// Bundles the worker threads' entry modules (app/services/workers/cpu-worker.server.ts) into plain
// JavaScript that Node runs without Vite (decision 0120): `npm run build` writes them beside the
// server build (build/workers/), the test setup and the development server before they start.
// Packages stay imports (resolved from node_modules at run time, like the server build's); the
// app's own modules, with the `~/` alias from tsconfig.json, are bundled in.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Each bundle's name (build/workers/<name>.mjs) and the module it starts from. */
export const WORKER_ENTRIES = { "cpu.worker": "app/services/workers/cpu-worker.server.ts" };

/**
 * Writes each entry as `<outDir>/<name>.mjs`. Each file is written beside its final name and
 * renamed, so a process starting a worker while another build runs never reads half a file.
 */
export async function buildWorkers(outDir = path.join(root, "build/workers")) {
  fs.mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: WORKER_ENTRIES,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    write: false,
    sourcemap: "inline",
    logLevel: "warning",
  });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = await buildWorkers(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`workers bundled into ${path.relative(process.cwd(), outDir) || "."}`);
}
