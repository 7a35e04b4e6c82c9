import type { AckResponse, ServerToClientEvents, VehicleSnapshot } from '@autolicit/shared';
import type { ServerClockState } from '../stores/server-clock-store';
import type { LiveVehiclesState } from '../stores/live-vehicles-store';
import { RoomRefCounter } from './room-ref-counter';

/**
 * What the live layer needs from a socket. The Socket.IO adapter lives in socket.ts; unit tests use
 * a fake, so the join/leave and reconnect logic is tested without a server.
 */
export interface LiveTransport {
  isConnected(): boolean;
  join(vehicleId: string, ack: (response: AckResponse<VehicleSnapshot>) => void): void;
  leave(vehicleId: string): void;
  /** Called on the first connection and on every reconnection. */
  onConnect(listener: () => void): void;
  onEvent<K extends keyof ServerToClientEvents>(event: K, listener: ServerToClientEvents[K]): void;
}

export interface LiveConnection {
  watch(vehicleId: string): void;
  unwatch(vehicleId: string): void;
  /** The last join error per vehicle (e.g. an unknown id), for diagnostics. */
  joinErrors: Map<string, string>;
}

type VehicleActions = Pick<LiveVehiclesState, 'applySnapshot' | 'applyBidPlaced' | 'applyAuctionExtended' | 'applyAuctionClosed'>;
type Clock = Pick<ServerClockState, 'sample'>;

export function createLiveConnection(transport: LiveTransport, getVehicles: () => VehicleActions, getClock: () => Clock): LiveConnection {
  const rooms = new RoomRefCounter();
  const joinErrors = new Map<string, string>();

  const join = (vehicleId: string) =>
    transport.join(vehicleId, (response) => {
      if ('error' in response) {
        joinErrors.set(vehicleId, response.error.code);
        return;
      }
      joinErrors.delete(vehicleId);
      getClock().sample(response.data.serverTime);
      // The room may have been left while the ack travelled; the snapshot is still valid data.
      getVehicles().applySnapshot(response.data);
    });

  // Rooms do not survive a disconnection on the server, and events were missed meanwhile: on every
  // (re)connection, join every watched room again and take its fresh snapshot.
  transport.onConnect(() => {
    for (const vehicleId of rooms.ids()) join(vehicleId);
  });

  transport.onEvent('bid:placed', (event) => {
    getClock().sample(event.serverTime);
    getVehicles().applyBidPlaced(event);
  });
  transport.onEvent('auction:extended', (event) => {
    getClock().sample(event.serverTime);
    getVehicles().applyAuctionExtended(event);
  });
  transport.onEvent('auction:closed', (event) => {
    getClock().sample(event.serverTime);
    getVehicles().applyAuctionClosed(event);
  });

  return {
    joinErrors,
    watch(vehicleId) {
      // While disconnected, the connect handler joins it; emitting now too would join twice.
      if (rooms.acquire(vehicleId) && transport.isConnected()) join(vehicleId);
    },
    unwatch(vehicleId) {
      if (rooms.release(vehicleId) && transport.isConnected()) transport.leave(vehicleId);
    },
  };
}
