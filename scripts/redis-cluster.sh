#!/usr/bin/env bash
# A local Redis Cluster for development: six redis-server processes (3 primaries, 3 replicas) on
# 127.0.0.1:7001-7006 (their cluster buses on 17001-17006), running in the background with their
# nodes.conf, logs and pid files in .cache/redis-cluster/. No persistence: stop loses the data.
# The work is done by the helper the tests use (packages/test-support/src/redis-cluster.ts).
#
#   bash scripts/redis-cluster.sh start    starts it, or checks the running one; prints REDIS_CLUSTER_NODES=...
#   bash scripts/redis-cluster.sh status   each node's role, slots and cluster_state (exit 1 when not ok)
#   bash scripts/redis-cluster.sh stop     kills the six nodes and removes .cache/redis-cluster/
#
# Environment: REDIS_CLUSTER_BASE_PORT (first of the six ports, default 7001; the buses use +10000),
# REDIS_CLUSTER_NODE_TIMEOUT_MS (--cluster-node-timeout, default 3000; see docs/development.md).
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  start | status | stop) ;;
  *) echo "usage: bash scripts/redis-cluster.sh start|status|stop" >&2; exit 2 ;;
esac
for binary in redis-server redis-cli; do
  command -v "$binary" >/dev/null 2>&1 || { echo "$binary not found: install Redis 7 (Debian/Ubuntu: apt-get install redis-server)" >&2; exit 1; }
done
[[ -x node_modules/.bin/tsx ]] || { echo "dependencies missing: run pnpm install (or bash scripts/start.sh) first" >&2; exit 1; }

source scripts/lib/node-runtime.sh
use_supported_node
exec node_modules/.bin/tsx scripts/redis-cluster.ts "$1" \
  --base-port "${REDIS_CLUSTER_BASE_PORT:-7001}" \
  --node-timeout-ms "${REDIS_CLUSTER_NODE_TIMEOUT_MS:-3000}" \
  --state-dir .cache/redis-cluster
