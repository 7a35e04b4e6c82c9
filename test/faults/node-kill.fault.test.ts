import type { AckResponse, VehicleSnapshot } from '@autolicit/shared';
import { expect, it } from 'vitest';
import { checkInvariants, reportScenario } from './lib/invariants';
import { BidLedger, type LiveSocket, connectLive, createAuction, createBidders } from './lib/marketplace-clients';
import { connectBidders, useScenario } from './lib/scenario';
import { sleep, waitFor } from './lib/util';

/**
 * 1,500 watchers on three nodes; one node is SIGKILLed while bids go on. Its watchers reconnect
 * through the two others (as the deployment's proxy would send them), re-join and read the
 * snapshot: every watcher shows the database's price within 5 s of the kill, no bid is lost.
 */
const s = useScenario({ appendOnly: false });
const WATCHERS = 1_500;

/** A watcher that, like a browser behind the proxy, lands on a live node whenever it is dropped. */
class Watcher {
  price = '';
  socket!: LiveSocket;
  reconnects = 0;
  url = '';

  constructor(
    private readonly nodes: () => string[],
    private readonly origin: string,
    private readonly vehicleId: string,
    private node: number,
  ) {}

  async connect(): Promise<void> {
    for (;;) {
      const url = this.nodes()[this.node % this.nodes().length]!;
      try {
        this.socket = await connectLive(url, this.origin);
        this.url = url;
        break;
      } catch {
        this.node += 1;
        await sleep(100);
      }
    }
    this.socket.io.opts.reconnection = false;
    this.socket.on('bid:placed', (e) => this.hear(e.amount));
    this.socket.on('disconnect', () => {
      this.reconnects += 1;
      this.node += 1;
      void this.connect();
    });
    const ack = (await this.socket
      .timeout(10_000)
      .emitWithAck('vehicle:join', { vehicleId: this.vehicleId })) as AckResponse<VehicleSnapshot>;
    if ('data' in ack) this.hear(ack.data.currentBid);
  }

  hear(price: string) {
    if (!this.price || Number(price) > Number(this.price)) this.price = price;
  }
}

it('keeps 1,500 watchers on the database price when one of three nodes dies', async () => {
  const [seller, ...bidders] = await createBidders(s.db.handle.db, 4);
  const vehicle = await createAuction(s.db.handle.db, {
    sellerId: seller!.id,
    auctionEndTime: new Date(Date.now() + 30 * 60_000),
  });
  const live = new Set([0, 1, 2]);
  const liveNodes = () => s.cluster.nodes.filter((_, i) => live.has(i));
  const watchers = Array.from(
    { length: WATCHERS },
    (_, i) => new Watcher(() => s.cluster.nodes, s.cluster.origin, vehicle.id, i),
  );
  for (let i = 0; i < WATCHERS; i += 100) await Promise.all(watchers.slice(i, i + 100).map((w) => w.connect()));

  // Bidders stay on the two nodes that live.
  const crowd = await connectBidders(s, bidders, (i) => i % 2);
  const ledger = new BidLedger();
  let price = 1000;
  const bid = async (n: number) => {
    const { bidder, socket } = crowd[n % crowd.length]!;
    price += 100;
    await ledger.placeOverSocket(socket, bidder, vehicle.id, String(price));
  };
  for (let n = 0; n < 5; n += 1) await bid(n);

  const killedAt = Date.now();
  live.delete(2);
  const onKilledNode = watchers.filter((w) => w.url === s.cluster.nodes[2]);
  // The proxy stops sending anyone to the dead node.
  for (const w of watchers) (w as unknown as { nodes: () => string[] }).nodes = liveNodes;
  await s.cluster.kill('server-3');
  for (let n = 5; n < 10; n += 1) await bid(n);
  const [row] = await s.db.query<{ current_bid: string }>('select current_bid::text from vehicles where id = $1', [
    vehicle.id,
  ]);
  await waitFor(
    () => watchers.every((w) => w.price === row!.current_bid),
    20_000,
    'every watcher on the database price',
  ).catch(() => undefined);
  const convergedAfterMs = Date.now() - killedAt;
  const stale = watchers.filter((w) => w.price !== row!.current_bid).length;
  await s.cluster.restart('server-3');
  const report = await checkInvariants(s.db, ledger, [vehicle.id]);
  watchers.forEach((w) => {
    w.socket.removeAllListeners('disconnect');
    w.socket.disconnect();
  });
  reportScenario('node-kill-1500-watchers', {
    watchers: WATCHERS,
    onKilledNode: onKilledNode.length,
    reconnected: onKilledNode.filter((w) => w.reconnects > 0).length,
    staleAfterConvergence: stale,
    allOnDatabasePriceAfterKillMs: convergedAfterMs,
    acked: report.acked,
    stored: report.stored,
    lostAcks: report.lostAcks,
  });
  expect(s.cluster.crashes()).toEqual([]);
  expect(report.violations).toEqual([]);
  expect(onKilledNode.length).toBe(WATCHERS / 3);
  expect(stale).toBe(0);
  expect(convergedAfterMs).toBeLessThan(5_000);
});
