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
   * Queues `request` behind the decisions this node is making on the same vehicle, and decides it
   * with every request that queued meanwhile: `decideAll` gets them in arrival order (at most
   * `maxBatch`) and settles each. A request arriving while nothing is being decided is decided at
   * once, alone. On a hot car a node's bids are then decided in turn and in bursts on one read,
   * instead of all reading the same state and colliding in PostgreSQL's compare-and-set, where all
   * but one lose and read again. Other nodes still race through the compare-and-set, which alone
   * keeps decisions correct. Every request for one vehicle must pass the same `decideAll`.
   */
  inBatch<T, R>(vehicleId: string, request: T, decideAll: (requests: T[]) => Promise<PromiseSettledResult<R>[]>): Promise<R>;
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

interface QueuedRequest {
  request: unknown;
  decideAll: (requests: unknown[]) => Promise<PromiseSettledResult<unknown>[]>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** At most `capacity` vehicles are remembered, the least recently raised forgotten first. */
export function createBidFloors(capacity = 20_000, maxBatch = 64, stateCapacity = 1_000): BidFloors {
  const floors = new Map<string, Cents>();
  const states = new Map<string, { state: unknown; at: number }>();
  /** Requests waiting per vehicle while a batch of it is decided; gone once nothing is left. */
  const queues = new Map<string, QueuedRequest[]>();

  async function drain(vehicleId: string, queue: QueuedRequest[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      let settled: PromiseSettledResult<unknown>[];
      try {
        settled = await batch[0]!.decideAll(batch.map((entry) => entry.request));
      } catch (error) {
        settled = batch.map(() => ({ status: 'rejected', reason: error }));
      }
      batch.forEach((entry, index) => {
        const result = settled[index] ?? { status: 'rejected', reason: new Error('a batched decision returned no result') };
        if (result.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result.reason);
      });
    }
    queues.delete(vehicleId);
  }

  return {
    inBatch<T, R>(vehicleId: string, request: T, decideAll: (requests: T[]) => Promise<PromiseSettledResult<R>[]>): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const entry = { request, decideAll, resolve, reject } as unknown as QueuedRequest;
        const queue = queues.get(vehicleId);
        if (queue) {
          queue.push(entry);
          return;
        }
        const fresh = [entry];
        queues.set(vehicleId, fresh);
        void drain(vehicleId, fresh);
      });
    },
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
