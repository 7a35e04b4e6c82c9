import type { AckResponse, ServerToClientEvents, VehicleSnapshot } from '@autolicit/shared';
import type { ConnectionState } from '../../stores/connection-store';
import type { ServerClockState } from '../../stores/server-clock-store';
import type { LiveVehiclesState } from '../../stores/live-vehicles-store';
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
  /** Called when the connection drops (including a missed heartbeat). */
  onDisconnect(listener: () => void): void;
  /** Called for every heartbeat (ping) from the server. */
  onHeartbeat(listener: () => void): void;
  onEvent<K extends keyof ServerToClientEvents>(event: K, listener: ServerToClientEvents[K]): void;
}

export interface LiveConnection {
  watch(vehicleId: string): void;
  unwatch(vehicleId: string): void;
  /** Asks the server for a fresh snapshot of a watched vehicle (e.g. its close was not heard of). */
  refresh(vehicleId: string): void;
  /** The last join error per vehicle (e.g. an unknown id), for diagnostics. */
  joinErrors: Map<string, string>;
}

type VehicleActions = Pick<
  LiveVehiclesState,
  | 'applySnapshot'
  | 'applyBidPlaced'
  | 'applyAuctionExtended'
  | 'applyAuctionRescheduled'
  | 'applyAuctionClosed'
  | 'applyOwnStanding'
  | 'markAllUnsynced'
>;
type Clock = Pick<ServerClockState, 'sample'>;
type Connection = Pick<ConnectionState, 'setSocketConnected' | 'heard'>;

/**
 * Keeps the watched rooms joined and feeds the stores: vehicles from snapshots and room events, the
 * server clock from every `serverTime`, and the connection state (connected, when last heard).
 */
export function createLiveConnection(
  transport: LiveTransport,
  getVehicles: () => VehicleActions,
  getClock: () => Clock & { now: () => number },
  getConnection: () => Connection,
): LiveConnection {
  const rooms = new RoomRefCounter();
  const joinErrors = new Map<string, string>();

  const heardAt = (serverTime: string) => {
    getClock().sample(serverTime);
    getConnection().heard(getClock().now());
  };

  const join = (vehicleId: string) =>
    transport.join(vehicleId, (response) => {
      if ('error' in response) {
        joinErrors.set(vehicleId, response.error.code);
        return;
      }
      joinErrors.delete(vehicleId);
      heardAt(response.data.serverTime);
      // The room may have been left while the ack travelled; the snapshot is still valid data.
      getVehicles().applySnapshot(response.data);
    });

  // Rooms do not survive a disconnection on the server, and events were missed meanwhile: on every
  // (re)connection, join every watched room again and take its fresh snapshot.
  transport.onConnect(() => {
    getConnection().setSocketConnected(true);
    getConnection().heard(getClock().now());
    for (const vehicleId of rooms.ids()) join(vehicleId);
  });
  transport.onDisconnect(() => {
    getConnection().setSocketConnected(false);
    getVehicles().markAllUnsynced();
  });
  transport.onHeartbeat(() => getConnection().heard(getClock().now()));

  transport.onEvent('bid:placed', (event) => {
    heardAt(event.serverTime);
    getVehicles().applyBidPlaced(event);
  });
  transport.onEvent('auction:extended', (event) => {
    heardAt(event.serverTime);
    getVehicles().applyAuctionExtended(event);
  });
  transport.onEvent('auction:rescheduled', (event) => {
    heardAt(event.serverTime);
    getVehicles().applyAuctionRescheduled(event);
  });
  transport.onEvent('auction:closed', (event) => {
    heardAt(event.serverTime);
    getVehicles().applyAuctionClosed(event);
  });

  // The signed-in user's own room (joined by the server at the handshake): their standing, whichever
  // device bid. Outbid and a buy-now's win carry it too (those facts' notices are the notifier's).
  transport.onEvent('bid:standing-changed', (event) => {
    heardAt(event.serverTime);
    getVehicles().applyOwnStanding(event.vehicleId, event.standing);
  });
  transport.onEvent('bid:outbid', (event) => {
    if (event.standing) getVehicles().applyOwnStanding(event.vehicleId, event.standing);
  });
  transport.onEvent('auction:won', (event) => {
    if (event.standing) getVehicles().applyOwnStanding(event.vehicleId, event.standing);
  });

  // The socket may have connected before this layer was created (the user-events hook opens it too).
  if (transport.isConnected()) getConnection().setSocketConnected(true);

  return {
    joinErrors,
    watch(vehicleId) {
      // While disconnected, the connect handler joins it; emitting now too would join twice.
      if (rooms.acquire(vehicleId) && transport.isConnected()) join(vehicleId);
    },
    unwatch(vehicleId) {
      if (rooms.release(vehicleId) && transport.isConnected()) transport.leave(vehicleId);
    },
    refresh(vehicleId) {
      // Joining a room twice is harmless on the server, and its ack is a fresh snapshot.
      if (rooms.count(vehicleId) > 0 && transport.isConnected()) join(vehicleId);
    },
  };
}
