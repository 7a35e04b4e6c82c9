/**
 * A stand-in for the app's Socket.IO client in component tests: the server's side of the live
 * connection is outside the unit, so a test plays it by emitting the events it would push.
 */
export function createFakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    connected: true,
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return this;
    },
    off(event: string, handler: (payload: unknown) => void) {
      handlers.get(event)?.delete(handler);
      return this;
    },
    /** Delivers an event from the server to every listener. */
    push(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
