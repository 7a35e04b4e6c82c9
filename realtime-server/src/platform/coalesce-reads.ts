/**
 * Shares one read per key among callers that arrive together, without ever handing a caller a read
 * that started before it asked. A read in flight when a caller arrives may predate what that caller
 * must see (for a joining watcher: a bid committed after that read began but before the join), so
 * the caller waits for the NEXT read, which starts when the current one ends and serves everyone
 * who arrived meanwhile. At most two reads per key exist at once (one running, one waiting); a
 * storm of N callers costs about N ÷ (callers per read time) reads instead of N.
 */
export function coalesceReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  interface Flight {
    running: Promise<V>;
    next: Promise<V> | null;
  }
  const flights = new Map<K, Flight>();

  const start = (key: K, flight?: Flight): Flight => {
    const current: Flight = flight ?? { running: undefined as unknown as Promise<V>, next: null };
    current.running = read(key);
    // Whatever the outcome, the key is free again once nothing waits behind this read.
    const settle = () => {
      if (current.next === null && flights.get(key) === current) flights.delete(key);
    };
    current.running.then(settle, settle);
    flights.set(key, current);
    return current;
  };

  return (key: K) => {
    const flight = flights.get(key);
    if (!flight) return start(key).running;
    if (!flight.next) {
      const after = flight.running.then(
        () => undefined,
        () => undefined,
      );
      flight.next = after.then(() => {
        flight.next = null;
        return start(key, flight).running;
      });
    }
    return flight.next;
  };
}
