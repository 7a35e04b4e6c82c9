import type { ClientToServerEvents, ServerToClientEvents } from '@autolicit/shared';
import { io, type Socket } from 'socket.io-client';
import { serverClockStore } from '../stores/server-clock-store';
import { liveVehiclesStore } from '../stores/live-vehicles-store';
import { createLiveConnection, type LiveConnection, type LiveTransport } from './live-connection';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | undefined;
let connection: LiveConnection | undefined;

/**
 * One Socket.IO connection for the whole app, created on first use (pages without live data never
 * open it). Same origin, so the session cookie goes along; WebSocket first, long-polling when a
 * proxy blocks it.
 */
export function getSocket(): AppSocket {
  socket ??= io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true });
  return socket;
}

export function socketTransport(s: AppSocket): LiveTransport {
  return {
    isConnected: () => s.connected,
    join: (vehicleId, ack) => s.emit('vehicle:join', { vehicleId }, ack),
    leave: (vehicleId) => s.emit('vehicle:leave', { vehicleId }),
    onConnect: (listener) => s.on('connect', listener),
    onEvent: (event, listener) => {
      // Socket.IO's typed `on` cannot relate a generic event name to its listener; the contract is
      // still checked at the call sites of onEvent.
      (s.on as (event: string, listener: (...args: never[]) => void) => void)(event, listener);
    },
  };
}

export function getLiveConnection(): LiveConnection {
  connection ??= createLiveConnection(socketTransport(getSocket()), liveVehiclesStore.getState, serverClockStore.getState);
  return connection;
}
