import {
  type AckResponse,
  type AuctionClosedEvent,
  type BidPlacedEvent,
  type BidPlacedFrame,
  type VehicleSnapshot,
  readBidPlaced,
} from '@autolicit/shared';
import type { LiveSocket } from './marketplace-clients';
import { sleep } from './util';

/**
 * A watcher of one vehicle's room, as the web app's vehicle page follows it: joins (and reads the
 * snapshot), hears `bid:placed` and `auction:closed`, and joins again whenever its socket
 * reconnects. It keeps what the invariants compare with the database: the price and bid count it
 * shows, every bid_seq it heard, and the bid count of its latest snapshot (the sequence must have
 * no gap after it).
 */
export class RoomWatcher {
  /** Every bid_seq heard in a `bid:placed`. */
  readonly heardSeqs = new Set<number>();
  /** `bid:placed` events of a bid it had heard already (a relay's or a catch-up's repeat). */
  repeats = 0;
  price = 0;
  bidCount = 0;
  /** The bid count of the latest snapshot: from there on every bid must come as an event. */
  joinedAtBidCount = 0;
  joins = 0;
  reconnects = 0;
  closedEvents = 0;
  /** When its latest join after a reconnect was answered (ms since epoch). */
  rejoinedAt: number | undefined;
  /** Socket.IO's reason for each time it was dropped. */
  readonly disconnects: string[] = [];
  /** Why its latest failed join or connection failed, for a report. */
  lastError: string | undefined;

  constructor(
    readonly socket: LiveSocket,
    readonly vehicleId: string,
    /** The node nginx sent it to at first. */
    readonly node: string,
    readonly transport: 'websocket' | 'polling',
    /** The loopback address it connects from (nginx's choice of node). */
    readonly localAddress: string,
    readonly compactFrames: boolean,
  ) {
    socket.on('bid:placed', (event: BidPlacedFrame | BidPlacedEvent) => {
      if (event.vehicleId !== vehicleId) return;
      const bid = readBidPlaced(event, false);
      if (this.heardSeqs.has(bid.bid.bidSeq)) this.repeats += 1;
      this.heardSeqs.add(bid.bid.bidSeq);
      this.show(Number(bid.currentBid), bid.bidCount);
    });
    socket.on('auction:closed', (event: AuctionClosedEvent) => {
      if (event.vehicleId === vehicleId) this.closedEvents += 1;
    });
    socket.on('disconnect', (reason) => {
      this.disconnects.push(reason);
      this.lastError = `disconnected at ${new Date().toISOString()}: ${reason}`;
    });
    // Socket.IO connects again by itself (the socket was connected when made: this is a reconnect);
    // the page then joins its room again, since the node it reached knows nothing of it.
    socket.on('connect', () => {
      this.reconnects += 1;
      void this.rejoin();
    });
  }

  /** Joins the room and reads the snapshot; throws when the node refuses. */
  async join(): Promise<void> {
    const ack = (await this.socket
      .timeout(15_000)
      .emitWithAck('vehicle:join', { vehicleId: this.vehicleId })) as AckResponse<VehicleSnapshot>;
    if ('error' in ack) throw new Error(`vehicle:join refused: ${ack.error.code}`);
    this.joins += 1;
    this.joinedAtBidCount = ack.data.bidCount;
    this.show(Number(ack.data.currentBid), ack.data.bidCount);
  }

  private async rejoin(): Promise<void> {
    for (let attempt = 0; attempt < 20 && this.socket.connected; attempt += 1) {
      try {
        await this.join();
        this.rejoinedAt = Date.now();
        return;
      } catch (error) {
        this.lastError = String(error);
        await sleep(250);
      }
    }
  }

  private show(price: number, bidCount: number) {
    if (price > this.price) this.price = price;
    if (bidCount > this.bidCount) this.bidCount = bidCount;
  }

  /** bid_seqs after its latest snapshot, up to `bidCount`, that it never heard. */
  missingSeqs(bidCount: number): number[] {
    const missing: number[] = [];
    for (let seq = this.joinedAtBidCount + 1; seq <= bidCount; seq += 1)
      if (!this.heardSeqs.has(seq)) missing.push(seq);
    return missing;
  }
}

/** What the watchers show against the database's final row, per node they started on. */
export interface WatcherReport {
  /** Watchers whose price or bid count is not the database's. */
  stale: number;
  /** Watchers that missed a bid_seq after their latest snapshot. */
  withGaps: number;
  /** node index → watchers, stale, with gaps ("200/0/0"). */
  byNode: string[];
  reconnects: number;
  /** Bid events heard again, summed over the watchers. */
  repeatedBidEvents: number;
  /** Why watchers were dropped: "websocket transport close:3 polling ping timeout:2". */
  disconnects: string;
  /** One line per wrong watcher (the first few), for a failure's message. */
  samples: string[];
}

export function compareWatchers(
  watchers: RoomWatcher[],
  nodes: string[],
  row: { current_bid: string; bid_count: number },
): WatcherReport {
  const price = Number(row.current_bid);
  const isStale = (w: RoomWatcher) => w.price !== price || w.bidCount !== row.bid_count;
  const hasGap = (w: RoomWatcher) => w.missingSeqs(row.bid_count).length > 0;
  // The first few wrong watchers of each node.
  const samples = nodes
    .flatMap((node) => watchers.filter((w) => w.node === node && (isStale(w) || hasGap(w))).slice(0, 3))
    .map(
      (w) =>
        `${w.transport} watcher first on ${w.node}: shows ${w.price} (${w.bidCount} bids) for ${price} (${row.bid_count}); ` +
        `joined at ${w.joinedAtBidCount}, missing ${w.missingSeqs(row.bid_count).slice(0, 10).join(',')}; ` +
        `reconnects ${w.reconnects}, joins ${w.joins}, connected ${w.socket.connected}${w.lastError ? `, ${w.lastError}` : ''}`,
    );
  return {
    stale: watchers.filter(isStale).length,
    withGaps: watchers.filter(hasGap).length,
    byNode: nodes.map((node) => {
      const on = watchers.filter((w) => w.node === node);
      return `${on.length}/${on.filter(isStale).length}/${on.filter(hasGap).length}`;
    }),
    reconnects: watchers.reduce((sum, w) => sum + w.reconnects, 0),
    repeatedBidEvents: watchers.reduce((sum, w) => sum + w.repeats, 0),
    disconnects: countDisconnects(watchers),
    samples,
  };
}

function countDisconnects(watchers: RoomWatcher[]): string {
  const counts = new Map<string, number>();
  for (const w of watchers)
    for (const reason of w.disconnects) {
      const key = `${w.transport} ${reason}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return [...counts].map(([key, n]) => `${key}:${n}`).join(' ') || 'none';
}

/** "node 1 polling compact:3 node 2 websocket whole:1": who the given watchers are, for a report. */
export function describeWatchers(watchers: RoomWatcher[], nodes: string[]): string {
  const counts = new Map<string, number>();
  for (const w of watchers) {
    const key = `node ${nodes.indexOf(w.node) + 1} ${w.transport} ${w.compactFrames ? 'compact' : 'whole'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}:${n}`).join(' ') || 'none';
}
