#!/usr/bin/env bash
# `npm test`: the static checks, the unit and integration tests on PGlite, then the end-to-end
# tests on a production build. Each phase says how long the run has taken so far.
set -euo pipefail
cd "$(dirname "$0")/.."
phase() { echo "== npm test [$((SECONDS / 60)) min $((SECONDS % 60)) s] $*"; }
# npm puts node_modules/.bin first on PATH, so `node` here is the runtime package.json pins (the
# `node` package, decision 0131), whatever Node.js the machine has. Say which, and stop if it is not.
node -e '
  const pinned = require("./package.json").dependencies.node;
  if (process.versions.node !== pinned) {
    console.error(`npm test runs on Node.js ${process.version}, but package.json pins ${pinned}: run npm ci.`);
    process.exit(1);
  }'
phase "on Node.js $(node --version)"
phase "type-check and lint"
npm run --silent check
phase "unit and integration tests (vitest)"
npm run --silent test:unit
phase "end-to-end tests (build, then Playwright)"
npm run --silent test:e2e
phase "done"
