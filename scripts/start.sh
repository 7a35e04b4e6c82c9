#!/usr/bin/env bash
# Starts the whole marketplace on this machine: installs dependencies, builds the web app and the
# release (each only when its inputs changed: scripts/prepare-start.ts), makes sure Redis runs,
# applies migrations, seeds demo data into an empty database, then starts the server (API +
# Socket.IO + web on one origin) and the workers. Environment: see .env.example.
#
#   bash scripts/start.sh                   one process (embedded PGlite) or server + workers (DATABASE_URL)
#   bash scripts/start.sh --nodes 3         three server nodes on PORT, PORT+1, PORT+2 plus workers (needs DATABASE_URL)
#   bash scripts/start.sh --redis-cluster   on the local Redis Cluster (scripts/redis-cluster.sh), started if it is not running
#
# Redis: with REDIS_CLUSTER_NODES set (environment or .env) the processes use that cluster, and the
# start only checks that it answers; otherwise the one Redis at REDIS_URL, started here when it is
# local and not running.
set -euo pipefail
cd "$(dirname "$0")/.."

USAGE="usage: bash scripts/start.sh [--nodes N] [--redis-cluster]"
NODES="${NODES:-1}"
REDIS_CLUSTER=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --nodes) [[ $# -ge 2 ]] || { echo "--nodes needs a number ($USAGE)" >&2; exit 2; }; NODES="$2"; shift 2 ;;
    --nodes=*) NODES="${1#*=}"; shift ;;
    --redis-cluster) REDIS_CLUSTER=true; shift ;;
    -h | --help) echo "$USAGE"; exit 0 ;;
    *) echo "Unknown option: $1 ($USAGE)" >&2; exit 2 ;;
  esac
done
[[ "$NODES" =~ ^[1-9][0-9]*$ ]] || { echo "--nodes takes a whole number of at least 1 ($USAGE)" >&2; exit 2; }

# Node 24 LTS (or 22.12+); an older Node brings the pinned Node 24 from the npm registry first.
source scripts/lib/node-runtime.sh
use_supported_node
echo "== Node.js $(node --version)"

if [[ -f .env ]]; then set -a; source .env; set +a; fi
if [[ -z "${DATABASE_URL:-}" ]] && (( NODES > 1 )); then
  echo "--nodes $NODES needs DATABASE_URL: the embedded PGlite database cannot be shared by several processes." >&2
  exit 1
fi

if command -v pnpm >/dev/null 2>&1; then PNPM=(pnpm); else PNPM=(npx --yes pnpm@10.34.9); fi
# The same compiled release as production (scripts/build-release.ts): plain `node dist/*.js`, no tsx.
# Node 22 runs TypeScript behind the flag (Node 24 without it).
RELEASE=.cache/release
node --experimental-strip-types --disable-warning=ExperimentalWarning scripts/prepare-start.ts "$RELEASE" "${PNPM[@]}"
if [[ "$REDIS_CLUSTER" == true ]]; then
  # Starts the local cluster or finds it running; its last line is REDIS_CLUSTER_NODES=host:port,…
  # It runs on after this script stops: `bash scripts/redis-cluster.sh stop` ends it.
  cluster_output="$(bash scripts/redis-cluster.sh start)" || { echo "$cluster_output" >&2; exit 1; }
  echo "$cluster_output"
  REDIS_CLUSTER_NODES="$(sed -n 's/^REDIS_CLUSTER_NODES=//p' <<<"$cluster_output" | tail -n 1)"
  [[ -n "$REDIS_CLUSTER_NODES" ]] || { echo "scripts/redis-cluster.sh start printed no REDIS_CLUSTER_NODES line" >&2; exit 1; }
  # Its nodes have no password and no TLS, whatever .env says for another cluster.
  export REDIS_CLUSTER_NODES REDIS_CLUSTER_PASSWORD= REDIS_CLUSTER_TLS=false
fi
if [[ -n "${REDIS_CLUSTER_NODES:-}" ]]; then
  echo "== Redis Cluster $REDIS_CLUSTER_NODES (REDIS_CLUSTER_NODES; REDIS_URL is not used)"
else
  echo "== Redis $(sed -E 's#//[^@]*@#//***@#' <<<"${REDIS_URL:-redis://127.0.0.1:6379}")"
fi
# Processes run from the repository root so DATA_DIR and WEB_DIST_DIR resolve the same for all.
# One Redis: checked, and started when it is local and down. A cluster: only checked (never started).
node "$RELEASE/dist/ensure-redis.js"

if [[ -z "${DATABASE_URL:-}" ]]; then
  # Embedded PGlite: server and workers in one process.
  exec node "$RELEASE/dist/server.js"
fi

node "$RELEASE/dist/migrate.js"
node "$RELEASE/dist/seed.js"

BASE_PORT="${PORT:-3000}"
# Supervision: a process that dies is restarted (with backoff), never the trigger for stopping the
# rest. SIGTERM/SIGINT stop everything cleanly. The logic lives in scripts/lib/supervise.sh.
source scripts/lib/supervise.sh
supervisor_init
trap 'supervisor_stop_all; exit 0' INT TERM
for ((i = 0; i < NODES; i++)); do
  port=$((BASE_PORT + i))
  supervise "server-$port" env PORT="$port" APP_ORIGIN="${APP_ORIGIN:-http://localhost:$port}" MIGRATE_ON_START=false SEED_DEMO_DATA=false \
    RUN_WORKERS_IN_PROCESS=false node "$RELEASE/dist/server.js"
done
supervise workers node "$RELEASE/dist/workers.js"
supervisor_wait
