// The operator's commands from the production build (decision 0119):
//
//   node scripts/veld.js backup [--out FILE] [--data-dir DIR]     (npm run backup -- …)
//   node scripts/veld.js restore FILE [--data-dir DIR] [--force]  (npm run restore -- …)
//   node scripts/veld.js files:to-s3                              (npm run files:to-s3)
//
// Plain JavaScript with no dependency of its own: it loads build/server/index.js the way server.js
// does and calls the build's runOperatorCommand (app/server/operator-commands.server.ts), so a
// host that installed the production dependencies alone (`npm ci --omit=dev`) runs them.
import fs from "node:fs";

const buildUrl = new URL("../build/server/index.js", import.meta.url);

if (!fs.existsSync(buildUrl)) {
  console.error(
    "There is no production build (build/server/index.js): run `npm run build` first, where the development tools are installed, then run this command again.",
  );
  process.exit(1);
}

const [command = "", ...args] = process.argv.slice(2);
let code = 1;
try {
  const build = await import(buildUrl.href);
  code = await build.entry.module.runOperatorCommand(command, args);
} catch (error) {
  console.error(error);
}
// The command has finished its work; a timer some module of the build started (metrics, the
// logger) must not keep the process waiting.
process.exit(code);
