import type * as SocketModule from './socket';

/**
 * The live socket's code (socket.io-client and the live connection) is a chunk of its own, fetched
 * right after the page's first paint rather than before it: every page would otherwise parse it
 * before its first tap. Until it is in, the connection store says "connecting", so prices are shown
 * as not yet confirmed, exactly as while the socket itself connects.
 */
const loadSocketModule = (): Promise<typeof SocketModule> => import('./live-socket-chunk');

/**
 * Runs `subscribe` once the socket's code is in, unless the returned cleanup ran first; the cleanup
 * also undoes what `subscribe` did. For effects: `useEffect(() => whenSocketLoaded((m) => …), […])`.
 */
export function whenSocketLoaded(subscribe: (socket: typeof SocketModule) => (() => void) | void): () => void {
  let cancelled = false;
  let cleanup: (() => void) | void;
  loadSocketModule().then(
    (socket) => {
      if (!cancelled) cleanup = subscribe(socket);
    },
    // A failed chunk load (a deploy replaced it, the network dropped) leaves the page as it is:
    // the connection stays "connecting" and prices stay marked unconfirmed.
    () => undefined,
  );
  return () => {
    cancelled = true;
    cleanup?.();
  };
}

let openingWatch: (() => void) | null = null;

function watchRoom(vehicleId: string, afterWatch?: () => void): () => void {
  return whenSocketLoaded((socket) => {
    const connection = socket.getLiveConnection();
    connection.watch(vehicleId);
    afterWatch?.();
    return () => connection.unwatch(vehicleId);
  });
}

function releaseOpeningWatch(): void {
  const release = openingWatch;
  openingWatch = null;
  release?.();
}

/** Watches a vehicle's live room while the returned cleanup has not run. */
export function watchLiveVehicle(vehicleId: string): () => void {
  // Once this watch is in, the opening one can go without the room being left in between.
  return watchRoom(vehicleId, releaseOpeningWatch);
}

/**
 * Opens the socket and joins the room of the vehicle page being opened, before its screen hydrates:
 * the live price the bid button waits for then arrives while a phone is still hydrating, not a
 * round trip after. Held until the first screen watches a room of its own.
 */
export function watchOpeningVehicle(vehicleId: string): void {
  releaseOpeningWatch();
  openingWatch = watchRoom(vehicleId);
}

/** Asks the server for a fresh snapshot of a vehicle's room. */
export function refreshLiveVehicle(vehicleId: string): void {
  whenSocketLoaded((socket) => {
    socket.getLiveConnection().refresh(vehicleId);
  });
}
