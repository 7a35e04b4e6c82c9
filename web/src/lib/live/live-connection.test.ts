import type { AckResponse, ServerToClientEvents, VehicleSnapshot } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { createConnectionStore, deriveConnectionStatus } from '../../stores/connection-store';
import { createServerClockStore } from '../../stores/server-clock-store';
import { createLiveVehiclesStore } from '../../stores/live-vehicles-store';
import { createLiveConnection, type LiveTransport } from './live-connection';
import { RoomRefCounter } from './room-ref-counter';

const A = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e000a';
const B = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e000b';

/** A socket stand-in: records joins/leaves, answers joins with a snapshot, lets tests fire events. */
class FakeTransport implements LiveTransport {
  connected = false;
  joins: string[] = [];
  leaves: string[] = [];
  bidCount = 1;
  private connectListeners: (() => void)[] = [];
  private disconnectListeners: (() => void)[] = [];
  private heartbeatListeners: (() => void)[] = [];
  readonly listeners = new Map<string, (event: never) => void>();

  isConnected() {
    return this.connected;
  }
  join(vehicleId: string, ack: (response: AckResponse<VehicleSnapshot>) => void) {
    this.joins.push(vehicleId);
    ack({
      data: {
        vehicleId,
        status: 'active',
        currentBid: `${1000 * this.bidCount}.00`,
        bidCount: this.bidCount,
        minimumNextBid: '0.00',
        buyNowPrice: null,
        hasReserve: false,
        isReserveMet: true,
        auctionEndTime: '2026-11-21T12:00:00.000Z',
        lastBids: [],
        viewer: null,
        serverTime: new Date(Date.now() + 30_000).toISOString(),
      },
    });
  }
  leave(vehicleId: string) {
    this.leaves.push(vehicleId);
  }
  onConnect(listener: () => void) {
    this.connectListeners.push(listener);
  }
  onDisconnect(listener: () => void) {
    this.disconnectListeners.push(listener);
  }
  onHeartbeat(listener: () => void) {
    this.heartbeatListeners.push(listener);
  }
  disconnect() {
    this.connected = false;
    for (const listener of this.disconnectListeners) listener();
  }
  heartbeat() {
    for (const listener of this.heartbeatListeners) listener();
  }
  onEvent<K extends keyof ServerToClientEvents>(event: K, listener: ServerToClientEvents[K]) {
    this.listeners.set(event, listener as (event: never) => void);
  }
  connect() {
    this.connected = true;
    for (const listener of this.connectListeners) listener();
  }
}

function setup() {
  const transport = new FakeTransport();
  const vehicles = createLiveVehiclesStore();
  const clock = createServerClockStore();
  const status = createConnectionStore(true);
  let now = 1_000_000;
  const connection = createLiveConnection(
    transport,
    vehicles.getState,
    () => ({ ...clock.getState(), now: () => now }),
    status.getState,
  );
  return { transport, vehicles, clock, connection, status, advance: (ms: number) => (now += ms) };
}

describe('RoomRefCounter', () => {
  it('reports the first acquire and the last release only', () => {
    const rooms = new RoomRefCounter();
    expect(rooms.acquire(A)).toBe(true);
    expect(rooms.acquire(A)).toBe(false);
    expect(rooms.release(A)).toBe(false);
    expect(rooms.release(A)).toBe(true);
    expect(rooms.release(A)).toBe(false);
    expect(rooms.ids()).toEqual([]);
  });
});

describe('live connection', () => {
  it('joins a room once per vehicle and leaves after the last watcher', () => {
    const { transport, connection } = setup();
    transport.connect();
    connection.watch(A);
    connection.watch(A);
    connection.watch(B);
    expect(transport.joins).toEqual([A, B]);
    connection.unwatch(A);
    expect(transport.leaves).toEqual([]);
    connection.unwatch(A);
    expect(transport.leaves).toEqual([A]);
  });

  it('joins watched rooms when the connection opens, not before', () => {
    const { transport, connection } = setup();
    connection.watch(A);
    expect(transport.joins).toEqual([]);
    transport.connect();
    expect(transport.joins).toEqual([A]);
  });

  it('re-joins every watched room with a fresh snapshot on reconnect', () => {
    const { transport, connection, vehicles } = setup();
    transport.connect();
    connection.watch(A);
    connection.watch(B);
    connection.unwatch(B);
    transport.connected = false;
    transport.bidCount = 7; // bids happened while we were away
    transport.connect();
    expect(transport.joins).toEqual([A, B, A]);
    expect(vehicles.getState().vehicles[A]).toMatchObject({ bidCount: 7, currentBid: '7000.00' });
  });

  it('feeds snapshots and events to the clock offset', () => {
    const { transport, connection, clock } = setup();
    transport.connect();
    connection.watch(A);
    expect(clock.getState().offsetMs).toBeGreaterThan(29_000);
    const extended = transport.listeners.get('auction:extended')!;
    extended({
      vehicleId: A,
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T12:02:00.000Z',
      serverTime: new Date(Date.now() + 60_000).toISOString(),
    } as never);
    expect(clock.getState().offsetMs).toBeGreaterThan(59_000);
  });

  it('applies a compact bid:placed frame to its vehicle and the clock', () => {
    const { transport, connection, vehicles, clock } = setup();
    transport.connect();
    connection.watch(A);
    const placed = transport.listeners.get('bid:placed')!;
    placed({
      vehicleId: A,
      bidId: 'b2',
      bidSeq: 2,
      bidder: 4,
      amount: '2500.00',
      createdAt: '2026-11-21T11:00:00.000Z',
      serverTime: new Date(Date.now() + 90_000).toISOString(),
      auctionEndTime: '2026-11-21T12:02:00.000Z',
    } as never);
    expect(vehicles.getState().vehicles[A]).toMatchObject({
      currentBid: '2500.00',
      bidCount: 2,
      minimumNextBid: '2600.00',
      isReserveMet: true,
      auctionEndTime: '2026-11-21T12:02:00.000Z',
      lastBids: [{ id: 'b2', bidderAlias: 'Bidder 4', amount: '2500.00', isAutomatic: false }],
    });
    expect(clock.getState().offsetMs).toBeGreaterThan(89_000);
  });

  it('tracks the connection, freezes "last heard" at the drop and marks every vehicle unsynced', () => {
    const { transport, connection, vehicles, status, advance } = setup();
    expect(deriveConnectionStatus(status.getState())).toBe('connecting');
    transport.connect();
    connection.watch(A);
    expect(deriveConnectionStatus(status.getState())).toBe('connected');
    expect(vehicles.getState().vehicles[A]?.synced).toBe(true);
    advance(2000);
    transport.heartbeat();
    const heardAt = status.getState().lastHeardAt;
    expect(heardAt).toBe(1_002_000);
    transport.disconnect();
    advance(5000);
    transport.heartbeat();
    expect(deriveConnectionStatus(status.getState())).toBe('reconnecting');
    expect(status.getState().lastHeardAt).toBe(heardAt);
    expect(vehicles.getState().vehicles[A]?.synced).toBe(false);
    transport.connect();
    expect(vehicles.getState().vehicles[A]?.synced).toBe(true);
  });

  it('refreshes a watched vehicle with a new snapshot, and ignores vehicles nobody watches', () => {
    const { transport, connection } = setup();
    transport.connect();
    connection.watch(A);
    connection.refresh(A);
    connection.refresh(B);
    expect(transport.joins).toEqual([A, A]);
  });

  it('records a join error without touching the store', () => {
    const { transport, connection, vehicles } = setup();
    transport.join = (vehicleId, ack) => ack({ error: { code: 'NOT_FOUND', message: 'Vehicle not found' } });
    transport.connect();
    connection.watch(A);
    expect(connection.joinErrors.get(A)).toBe('NOT_FOUND');
    expect(vehicles.getState().vehicles[A]).toBeUndefined();
  });

  it("applies the user's own standing from their room, whichever fact carries it", () => {
    const { transport, connection, vehicles } = setup();
    transport.connect();
    connection.watch(A);
    const fire = <K extends keyof ServerToClientEvents>(event: K, payload: Parameters<ServerToClientEvents[K]>[0]) =>
      (transport.listeners.get(event) as (payload: Parameters<ServerToClientEvents[K]>[0]) => void)(payload);
    const serverTime = new Date().toISOString();
    const headline = { vehicleId: A, year: 2019, make: 'Dacia', model: 'Duster' };
    fire('bid:standing-changed', {
      vehicleId: A,
      standing: { bidderAlias: 'Bidder 2', highestBid: '2000.00', isLeading: true, maximum: '3000.00', bidSeq: 2 },
      serverTime,
    });
    expect(vehicles.getState().vehicles[A]!.viewer).toEqual({
      bidderAlias: 'Bidder 2',
      highestBid: '2000.00',
      isLeading: true,
      maximum: '3000.00',
    });
    fire('bid:outbid', {
      ...headline,
      yourBid: '2000.00',
      maximumExceeded: true,
      currentBid: '3100.00',
      minimumNextBid: '3200.00',
      auctionEndTime: serverTime,
      serverTime,
      standing: { bidderAlias: 'Bidder 2', highestBid: '2000.00', isLeading: false, maximum: '3000.00', bidSeq: 3 },
    });
    expect(vehicles.getState().vehicles[A]!.viewer).toMatchObject({ isLeading: false, maximum: '3000.00' });
    fire('auction:won', {
      ...headline,
      transactionId: 't1',
      finalPrice: '9000.00',
      fee: '350.00',
      total: '9350.00',
      serverTime,
      standing: { bidderAlias: 'Bidder 2', highestBid: '9000.00', isLeading: true, maximum: '3000.00', bidSeq: 4 },
    });
    expect(vehicles.getState().vehicles[A]!.viewer).toMatchObject({ isLeading: true, highestBid: '9000.00' });
  });
});
