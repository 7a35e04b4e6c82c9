#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest: install, typecheck, lint, unit
# tests, then integration tests against the machine's real PostgreSQL and Redis (each run makes
# its own database and Redis key prefix and removes them).
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v pnpm >/dev/null 2>&1; then PNPM=(pnpm); else PNPM=(npx --yes pnpm@10.34.9); fi
"${PNPM[@]}" install --frozen-lockfile

# The browser tests drive Debian's Chromium (a test tool's own browser download cannot work here).
if [ ! -x /usr/bin/chromium ]; then
  # A fresh Debian machine has empty package lists: update them first, or the install finds nothing.
  echo "== installing Debian's chromium for the browser tests (apt-get update, then apt-get install chromium)"
  if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update >/dev/null
  "${SUDO[@]}" apt-get install -y chromium >/dev/null
fi

echo "== typecheck"; "${PNPM[@]}" typecheck
echo "== lint"; "${PNPM[@]}" lint
echo "== web build"; "${PNPM[@]}" --filter @autolicit/web build
echo "== Mantine CSS covers every component class the built app uses"; "${PNPM[@]}" exec tsx scripts/mantine-css.ts check web/dist
echo "== web budget (gzip JS/CSS before first paint, home and vehicle routes)"; "${PNPM[@]}" exec tsx scripts/check-web-budget.ts web/dist
echo "== unit and integration tests"
results="$(mktemp -d)/vitest.json"
status=0
"${PNPM[@]}" exec vitest run --reporter=default --reporter=json --outputFile="$results" || status=$?
# One plain summary line for CI, whatever the reporter printed above.
node -e 'const r = require(process.argv[1]); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)' "$results" || true
exit "$status"
