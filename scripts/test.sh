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
  echo "== installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then apt-get install -y chromium >/dev/null; else sudo apt-get install -y chromium >/dev/null; fi
fi

echo "== typecheck"; "${PNPM[@]}" typecheck
echo "== lint"; "${PNPM[@]}" lint
echo "== web build"; "${PNPM[@]}" --filter @autolicit/web build
echo "== unit and integration tests"
results="$(mktemp -d)/vitest.json"
status=0
"${PNPM[@]}" exec vitest run --reporter=default --reporter=json --outputFile="$results" || status=$?
# One plain summary line for CI, whatever the reporter printed above.
node -e 'const r = require(process.argv[1]); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)' "$results" || true
exit "$status"
