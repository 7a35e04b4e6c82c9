import { type Cents, toCents } from '@autolicit/shared';
import { type BatchQueue, createBatchQueue } from './bid-batch.queue';
import type { PlaceBidCommand, PlaceBidOutcome } from './bid-pipeline.types';

/**
 * This node's lower bound of each vehicle's minimum next bid (in cents), learned from the bids it
 * committed and the refusals PostgreSQL's state gave it. A vehicle's minimum next bid never goes
 * down (bids only rise; a relisted car is a new vehicle), so a floor learned at any moment is at
 * most the truth, on this node or any other: a hand bid below it is certainly too low and can be
 * refused without asking PostgreSQL. A bid at or above it still goes through the full decision.
 * The same per-node memory queues each vehicle's requests (`BatchQueue`) and keeps the state its
 * last write left.
 */
export interface BidFloors extends BatchQueue<PlaceBidCommand, PlaceBidOutcome> {
  get(vehicleId: string): Cents | undefined;
  /** Raises the floor (never lowers it). */
  raise(vehicleId: string, minimumNextBid: string): void;
  /**
   * The state this node's last write left a vehicle in, kept for `maxAgeMs` so the next burst can
   * skip its read. Only a hint: the write that uses it is a compare-and-set on everything a decision
   * depends on (bid count, maximum version, end, status), so a state another writer has changed
   * makes that write fail and the burst read again.
   */
  rememberState(vehicleId: string, state: unknown): void;
  recallState(vehicleId: string, maxAgeMs: number): unknown;
  forgetState(vehicleId: string): void;
}

/** At most `capacity` vehicles are remembered, the least recently raised forgotten first. */
export function createBidFloors(capacity = 20_000, maxBatch = 64, stateCapacity = 1_000): BidFloors {
  const floors = new Map<string, Cents>();
  const states = new Map<string, { state: unknown; at: number }>();
  return {
    ...createBatchQueue<PlaceBidCommand, PlaceBidOutcome>(maxBatch),
    get: (vehicleId) => floors.get(vehicleId),
    rememberState(vehicleId, state) {
      states.delete(vehicleId);
      states.set(vehicleId, { state, at: performance.now() });
      if (states.size > stateCapacity) states.delete(states.keys().next().value!);
    },
    recallState(vehicleId, maxAgeMs) {
      const entry = states.get(vehicleId);
      return entry && performance.now() - entry.at <= maxAgeMs ? entry.state : undefined;
    },
    forgetState: (vehicleId) => void states.delete(vehicleId),
    raise(vehicleId, minimumNextBid) {
      const cents = toCents(minimumNextBid);
      const known = floors.get(vehicleId);
      if (known !== undefined && known >= cents) return;
      // Re-inserted so the Map's order is "least recently raised first".
      floors.delete(vehicleId);
      floors.set(vehicleId, cents);
      if (floors.size > capacity) floors.delete(floors.keys().next().value!);
    },
  };
}
