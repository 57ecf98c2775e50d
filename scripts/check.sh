#!/usr/bin/env bash
# The static checks, side by side: the type-check and the linters each use about one core, so on
# CI's two cores running them together saves the shorter one's time. Fails if either fails, and
# shows each one's output whole, one after the other.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
npm run --silent typecheck >"$out/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
wait "$typecheck"; typecheck_status=$?
wait "$lint"; lint_status=$?
echo "== type-check (exit $typecheck_status)"; cat "$out/typecheck"
echo "== lint (exit $lint_status)"; cat "$out/lint"
rm -rf "$out"
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
