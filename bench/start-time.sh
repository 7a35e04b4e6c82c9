#!/usr/bin/env bash
# Times `bash scripts/start.sh` on a fresh clone: the first start (Node 24 brought into .cache/node,
# pnpm install, builds) and a second start with nothing changed, each until /readyz answers 200.
# Embedded PGlite (no DATABASE_URL), a private Redis key prefix, the server stopped after each start.
#
#   bash bench/start-time.sh [source-repo] [clone-dir] [port]
set -euo pipefail
SOURCE="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
CLONE="${2:-/tmp/autolicit-fresh-start}"
PORT="${3:-3317}"

rm -rf "$CLONE"
git clone --quiet "$SOURCE" "$CLONE"
cd "$CLONE"
unset DATABASE_URL

time_start() {
  local label="$1" log="$CLONE/start-$1.log" began pid elapsed
  began=$(date +%s.%N)
  setsid env PORT="$PORT" REDIS_PREFIX="start-time-$$:" bash scripts/start.sh >"$log" 2>&1 &
  pid=$!
  until curl -fsS -o /dev/null "http://127.0.0.1:$PORT/readyz" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "$label start failed, see $log" >&2; tail -n 30 "$log" >&2; exit 1; fi
    sleep 0.2
  done
  elapsed=$(echo "$(date +%s.%N) - $began" | bc)
  printf '%s start: %.1f s\n' "$label" "$elapsed"
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

time_start first
time_start second
