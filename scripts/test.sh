#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest: install, typecheck, lint, unit
# tests, then integration tests against the machine's real PostgreSQL and Redis (each run makes
# its own database and Redis key prefix and removes them).
set -euo pipefail
cd "$(dirname "$0")/.."
# Every section line carries the minutes and seconds since the start: CI must stay under 30 minutes.
started=$SECONDS
elapsed() { printf '%dm%02ds' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

# The suite runs on Node 24 LTS; unit and integration tests run once more on Node 22 at the end.
# A machine without them gets pinned releases from the npm registry (scripts/lib/node-runtime.sh).
source scripts/lib/node-runtime.sh
use_node 24
echo "== [$(elapsed)] Node.js $(node --version)"
if command -v pnpm >/dev/null 2>&1; then PNPM=(pnpm); else PNPM=(npx --yes pnpm@10.34.9); fi
"${PNPM[@]}" install --frozen-lockfile

# The browser tests drive Debian's Chromium (a test tool's own browser download cannot work here).
if [ ! -x /usr/bin/chromium ]; then
  # A fresh Debian machine has empty package lists: update them first, or the install finds nothing.
  echo "== [$(elapsed)] installing Debian's chromium for the browser tests (apt-get update, then apt-get install chromium)"
  if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update >/dev/null
  "${SUDO[@]}" apt-get install -y chromium >/dev/null
fi

# The Redis Cluster fault scenarios run Debian's nginx with the deployment's deploy/nginx.conf in front of the nodes.
if [ ! -x /usr/sbin/nginx ]; then
  echo "== [$(elapsed)] installing Debian's nginx for the fault scenarios (apt-get update, then apt-get install nginx)"
  if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update >/dev/null
  "${SUDO[@]}" apt-get install -y nginx >/dev/null
fi

echo "== [$(elapsed)] typecheck"; "${PNPM[@]}" typecheck
echo "== [$(elapsed)] lint"; "${PNPM[@]}" lint
echo "== [$(elapsed)] format (Biome, biome.json)"; "${PNPM[@]}" format:check
echo "== [$(elapsed)] feature imports and module cycles (web features import no other feature; server modules no circle)"; "${PNPM[@]}" exec tsx scripts/check-feature-cycles.ts
echo "== [$(elapsed)] web build"; "${PNPM[@]}" --filter @autolicit/web build
echo "== [$(elapsed)] Mantine CSS covers every component class the built app uses"; "${PNPM[@]}" exec tsx scripts/mantine-css.ts check web/dist
echo "== [$(elapsed)] web budget (gzip JS/CSS before first paint, the server-rendered home, browse and vehicle routes)"; "${PNPM[@]}" exec tsx scripts/check-web-budget.ts web/dist
echo "== [$(elapsed)] unit and integration tests"
results="$(mktemp -d)/vitest.json"
status=0
"${PNPM[@]}" exec vitest run --project unit --project web-dom --project integration --project e2e \
  --reporter=default --reporter=json --outputFile="$results" || status=$?
# One plain summary line for CI, whatever the reporter printed above.
summary() { node -e 'const r = require(process.argv[1]); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`)' "$1" || true; }
echo "== [$(elapsed)] Node.js $(node --version): $(summary "$results")"

# The fault matrix's short subset (docs/reliability.md, "The fault matrix"; `pnpm test:faults` runs every scenario):
# a Redis outage, the auctions it hit extended, workers killed while closing, a writer dying
# between commit and broadcast, and a Redis Cluster primary killed under a live auction behind nginx.
echo "== [$(elapsed)] fault scenarios (subset)"
faults="$(mktemp -d)/vitest.json"
"${PNPM[@]}" exec vitest run --project faults test/faults/redis-outage.fault.test.ts test/faults/outage-extension.fault.test.ts \
  test/faults/worker-kill.fault.test.ts test/faults/lost-event.fault.test.ts test/faults/redis-cluster-primary-kill.fault.test.ts \
  --reporter=default --reporter=json --outputFile="$faults" || status=$?
echo "== [$(elapsed)] fault scenarios: $(summary "$faults")"

# The second pass also puts the integration tests on the other Redis topology: a private Redis
# Cluster (3 primaries, 3 replicas on loopback ports, removed at the end) instead of the single Redis.
use_node 22
echo "== [$(elapsed)] unit and integration tests again on Node.js $(node --version), the integration tests on a private Redis Cluster"
results22="$(mktemp -d)/vitest.json"
# TEST_REDIS_CLUSTER=1 also leaves out of the integration project what never touches the run's Redis
# (vitest.config.ts): it ran on Node 24 above.
TEST_REDIS_CLUSTER=1 "${PNPM[@]}" exec vitest run --project unit --project integration --reporter=default --reporter=json --outputFile="$results22" || status=$?
echo "== [$(elapsed)] Node.js $(node --version): $(summary "$results22")"
exit "$status"
