#!/usr/bin/env bash
# `npm test`: the static checks, the unit and integration tests on PGlite, then the end-to-end
# tests on a production build. Each phase says how long the run has taken so far.
set -euo pipefail
cd "$(dirname "$0")/.."
phase() { echo "== npm test [$((SECONDS / 60)) min $((SECONDS % 60)) s] $*"; }
phase "type-check and lint"
npm run --silent check
phase "unit and integration tests (vitest)"
npm run --silent test:unit
phase "end-to-end tests (build, then Playwright)"
npm run --silent test:e2e
phase "done"
