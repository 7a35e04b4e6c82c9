import { type ClientToServerEvents, type ServerToClientEvents, compactFramesAuth } from '@autolicit/shared';
import { io, type Socket } from 'socket.io-client';
import { connectionStore } from '../../stores/connection-store';
import { serverClockStore, serverNow } from '../../stores/server-clock-store';
import { liveVehiclesStore } from '../../stores/live-vehicles-store';
import { createLiveConnection, type LiveConnection, type LiveTransport } from './live-connection';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | undefined;
let connection: LiveConnection | undefined;
const serverClosedListeners = new Set<() => void>();

/**
 * Called whenever the server closed the socket itself: its session ended (signed out elsewhere,
 * expired, revoked) or the node is shutting down. The socket has already started connecting again.
 */
export function onServerClosedSocket(listener: () => void): () => void {
  serverClosedListeners.add(listener);
  return () => serverClosedListeners.delete(listener);
}

/**
 * One Socket.IO connection for the whole app, created on first use (pages without live data never
 * open it). Same origin, so the session cookie goes along; WebSocket first, long-polling when a
 * proxy blocks it. Retries come quickly (0.5–3 s): a bidder in the final minutes cannot wait 5 s.
 */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      withCredentials: true,
      // This app reads compact live frames (packages/shared/src/events/live-frames.ts).
      auth: compactFramesAuth,
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
    });
    watchBrowserNetwork(socket);
    reconnectWhenServerCloses(socket);
  }
  return socket;
}

/**
 * The browser knows at once when the network goes; the socket may only notice at the next missed
 * heartbeat. Offline: drop the socket now, so nothing pretends to be live. Online again: reconnect
 * at once instead of waiting for the next retry, and take fresh snapshots of every room.
 */
function watchBrowserNetwork(s: AppSocket): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => {
    connectionStore.getState().setBrowserOnline(false);
    s.disconnect();
  });
  window.addEventListener('online', () => {
    connectionStore.getState().setBrowserOnline(true);
    if (!s.connected) s.connect();
  });
}

/**
 * Socket.IO never retries a connection the server closed. Connect again at once — to another node
 * after a shutdown, as a visitor after the session ended — and let the app re-read who is signed in.
 */
function reconnectWhenServerCloses(s: AppSocket): void {
  s.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    s.connect();
    for (const listener of serverClosedListeners) listener();
  });
}

export function socketTransport(s: AppSocket): LiveTransport {
  return {
    isConnected: () => s.connected,
    join: (vehicleId, ack) => s.emit('vehicle:join', { vehicleId }, ack),
    leave: (vehicleId) => s.emit('vehicle:leave', { vehicleId }),
    onConnect: (listener) => s.on('connect', listener),
    onDisconnect: (listener) => s.on('disconnect', listener),
    onHeartbeat: (listener) => s.io.on('ping', listener),
    onEvent: (event, listener) => {
      // Socket.IO's typed `on` cannot relate a generic event name to its listener; the contract is
      // still checked at the call sites of onEvent.
      (s.on as (event: string, listener: (...args: never[]) => void) => void)(event, listener);
    },
  };
}

export function getLiveConnection(): LiveConnection {
  connection ??= createLiveConnection(
    socketTransport(getSocket()),
    liveVehiclesStore.getState,
    () => ({ ...serverClockStore.getState(), now: serverNow }),
    connectionStore.getState,
  );
  return connection;
}
