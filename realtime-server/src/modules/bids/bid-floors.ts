import { type Cents, toCents } from '@autolicit/shared';

/**
 * This node's lower bound of each vehicle's minimum next bid (in cents), learned from the bids it
 * committed and the refusals PostgreSQL's state gave it. A vehicle's minimum next bid never goes
 * down (bids only rise; a relisted car is a new vehicle), so a floor learned at any moment is at
 * most the truth, on this node or any other: a hand bid below it is certainly too low and can be
 * refused without asking PostgreSQL. A bid at or above it still goes through the full decision.
 */
export interface BidFloors {
  get(vehicleId: string): Cents | undefined;
  /** Raises the floor (never lowers it). */
  raise(vehicleId: string, minimumNextBid: string): void;
  /**
   * Runs `decide` once the decisions this node started earlier on the same vehicle are done. On a
   * hot car the bids a node holds then meet an up-to-date floor one after the other (most are
   * refused at once) instead of all reading the same state and colliding in PostgreSQL's
   * compare-and-set, where all but one lose and read again. Other nodes still race through the
   * compare-and-set, which alone keeps decisions correct.
   */
  inTurn<T>(vehicleId: string, decide: () => Promise<T>): Promise<T>;
}

/** At most `capacity` vehicles are remembered, the least recently raised forgotten first. */
export function createBidFloors(capacity = 20_000): BidFloors {
  const floors = new Map<string, Cents>();
  /** The last decision queued per vehicle; gone once it settles with nothing behind it. */
  const tails = new Map<string, Promise<void>>();
  return {
    inTurn(vehicleId, decide) {
      const before = tails.get(vehicleId) ?? Promise.resolve();
      const result = before.then(decide);
      const tail = result.then(() => undefined, () => undefined);
      tails.set(vehicleId, tail);
      void tail.then(() => {
        if (tails.get(vehicleId) === tail) tails.delete(vehicleId);
      });
      return result;
    },
    get: (vehicleId) => floors.get(vehicleId),
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
