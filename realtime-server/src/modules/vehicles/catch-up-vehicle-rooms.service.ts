import {
  type VehicleSnapshot,
  compactVehicleRoom,
  toBidPlacedEvent,
  toBidPlacedFrame,
  vehicleRoom,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import type { AppServer } from '../../platform/realtime/socket.types';
import type { ReadVehicleSnapshot } from './get-vehicle-snapshot.service';

/** Snapshots read at once while catching up: one per vehicle room of the node. */
const CATCH_UP_READS = 8;
const VEHICLE_ROOM_PREFIX = vehicleRoom('');

export interface VehicleRoomCatchUpDeps {
  io: AppServer;
  readSnapshot: ReadVehicleSnapshot;
  /** The socket server's: subscribes again to these rooms, resolves with those Redis confirmed. */
  confirmRoomSubscriptions(rooms: readonly string[]): Promise<string[]>;
}

/**
 * After this node subscribed again to its rooms' channels (a reconnect, a failover, a moved slot:
 * see room-resubscriptions.ts), the facts published meanwhile may not have reached it. For every
 * vehicle room it has watchers in, this confirms the subscriptions first (so that whatever is
 * committed from then on arrives as an event), then reads the room's snapshot and sends this
 * node's own members what a missed fact would have told them: the newest bids (those of a join's
 * snapshot) and, for an auction no longer running, its close. Clients dedupe on bidSeq and keep the
 * higher bid count, so what they already had changes nothing. A room whose subscription Redis did
 * not confirm (its shard still has no primary) waits for the next re-subscription.
 */
export function createVehicleRoomCatchUp(
  ctx: Pick<AppContext, 'logger'>,
  deps: VehicleRoomCatchUpDeps,
): () => Promise<void> {
  return async () => {
    const rooms = deps.io.of('/').adapter.rooms;
    const listed = [...rooms.keys()]
      .filter((room) => room.startsWith(VEHICLE_ROOM_PREFIX))
      .map((room) => room.slice(VEHICLE_ROOM_PREFIX.length));
    if (listed.length === 0) return;
    // Listed and confirmed in one tick: no room can empty (and unsubscribe) in between.
    const watched = listed.flatMap((id) => [vehicleRoom(id), compactVehicleRoom(id)]).filter((r) => rooms.has(r));
    const confirmed = new Set(await deps.confirmRoomSubscriptions(watched));
    const unconfirmed = new Set(watched.filter((room) => !confirmed.has(room)));
    const vehicleIds = listed.filter(
      (id) => !unconfirmed.has(vehicleRoom(id)) && !unconfirmed.has(compactVehicleRoom(id)),
    );
    let next = 0;
    const catchUpNext = async (): Promise<void> => {
      const vehicleId = vehicleIds[next];
      next += 1;
      if (vehicleId === undefined) return;
      // A vehicle withdrawn (or gone) meanwhile has no snapshot: its watchers learn it when they re-join.
      const snapshot = await deps.readSnapshot(vehicleId, undefined).catch(() => undefined);
      if (snapshot) sendSnapshotFacts(deps.io, snapshot);
      await catchUpNext();
    };
    await Promise.all(Array.from({ length: Math.min(CATCH_UP_READS, vehicleIds.length) }, catchUpNext));
    ctx.logger.info(
      { vehicleRooms: vehicleIds.length, waiting: listed.length - vehicleIds.length },
      'vehicle rooms caught up after a Redis re-subscription',
    );
  };
}

/**
 * The snapshot's bids, oldest first, as the `bid:placed` facts the outbox would have sent (compact
 * frames to the compact room, whole facts to the rest, as `toLiveEmissions` routes them), to this
 * node's members only; then `auction:closed` when the auction no longer runs. Each bid's fact
 * carries the auction as it stands now (its end, the reserve's state): for every bid but the newest
 * a client keeps the state of the higher bid count anyway.
 */
function sendSnapshotFacts(io: AppServer, snapshot: VehicleSnapshot): void {
  const { vehicleId } = snapshot;
  const room = vehicleRoom(vehicleId);
  const compactRoom = compactVehicleRoom(vehicleId);
  const bids = [...snapshot.lastBids].reverse();
  bids.forEach((bid, i) => {
    const newest = i === bids.length - 1;
    const fact = toBidPlacedEvent({
      vehicleId,
      bid,
      isReserveMet: snapshot.isReserveMet,
      hasReserve: snapshot.hasReserve,
      auctionEndTime: snapshot.auctionEndTime,
      isPurchase: false,
      serverTime: snapshot.serverTime,
    });
    // The newest frame names the end: the missed bid may have moved it (anti-sniping).
    const frame = toBidPlacedFrame(fact, newest);
    if (frame) {
      io.local.to(compactRoom).emit('bid:placed', frame);
      io.local.to(room).except(compactRoom).emit('bid:placed', fact);
    } else {
      io.local.to(room).emit('bid:placed', fact);
    }
  });
  if (snapshot.status === 'sold' || snapshot.status === 'ended') {
    io.local.to(room).emit('auction:closed', {
      vehicleId,
      status: snapshot.status,
      finalPrice: snapshot.bidCount > 0 ? snapshot.currentBid : null,
      isReserveMet: snapshot.isReserveMet,
      bidCount: snapshot.bidCount,
      serverTime: snapshot.serverTime,
    });
  }
}
