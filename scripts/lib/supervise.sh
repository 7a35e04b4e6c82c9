# Restarts a process that dies, with backoff; stops them all on request. Sourced by start.sh.
#
#   supervisor_init                 once, before the first `supervise`
#   supervise NAME COMMAND...       runs COMMAND in the background and restarts it whenever it exits
#   supervisor_stop_all             SIGTERM to every process, waits for them (for a trap)
#   supervisor_wait                 blocks until supervisor_stop_all ran
#
# Backoff: 1 s after the first exit, doubling up to SUPERVISE_MAX_DELAY (30 s); a process that
# ran for SUPERVISE_HEALTHY_AFTER (30 s) or more starts again from 1 s. Each restart is logged.

SUPERVISE_MAX_DELAY="${SUPERVISE_MAX_DELAY:-30}"
SUPERVISE_HEALTHY_AFTER="${SUPERVISE_HEALTHY_AFTER:-30}"
SUPERVISOR_DIR=""
SUPERVISOR_PIDS=()

supervisor_init() {
  SUPERVISOR_DIR="$(mktemp -d "${TMPDIR:-/tmp}/autolicit-supervisor.XXXXXX")"
}

_supervisor_log() { echo "== supervisor $(date -u +%H:%M:%S): $*" >&2; }

supervise() {
  local name="$1"; shift
  (
    # The loop itself ignores the signals meant for its child; it learns of a stop from the flag.
    trap '' INT TERM
    local delay=1 started status nap
    while :; do
      started=$SECONDS
      (trap - INT TERM; exec "$@") &
      echo $! >"$SUPERVISOR_DIR/$name.pid"
      status=0
      wait $! || status=$?
      [[ -f "$SUPERVISOR_DIR/stopping" ]] && exit 0
      if (( SECONDS - started >= SUPERVISE_HEALTHY_AFTER )); then delay=1; fi
      _supervisor_log "$name exited with status $status; restarting in ${delay}s"
      # Short naps, so that a stop during the backoff is not held up by it.
      for ((nap = 0; nap < delay * 10; nap++)); do
        [[ -f "$SUPERVISOR_DIR/stopping" ]] && exit 0
        sleep 0.1
      done
      delay=$(( delay * 2 > SUPERVISE_MAX_DELAY ? SUPERVISE_MAX_DELAY : delay * 2 ))
    done
  ) &
  SUPERVISOR_PIDS+=($!)
}

supervisor_stop_all() {
  [[ -n "$SUPERVISOR_DIR" && -d "$SUPERVISOR_DIR" ]] || return 0
  touch "$SUPERVISOR_DIR/stopping"
  local pidfile
  for pidfile in "$SUPERVISOR_DIR"/*.pid; do
    [[ -f "$pidfile" ]] && kill -TERM "$(cat "$pidfile")" 2>/dev/null || true
  done
  wait "${SUPERVISOR_PIDS[@]}" 2>/dev/null || true
  rm -rf "$SUPERVISOR_DIR"
  SUPERVISOR_DIR=""
}

supervisor_wait() {
  # `wait` returns early when a trapped signal arrives; the trap then stops everything and exits.
  while [[ -n "$SUPERVISOR_DIR" ]]; do wait || true; sleep 0.2; done
}
