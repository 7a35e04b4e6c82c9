import { insertBid, updateVehicleAfterBid } from '@autolicit/db';
import { getRoomChannel } from '@autolicit/messaging';
import type { AuctionClosedEvent, BidPlacedEvent, BidPlacedFrame, VehicleSnapshot } from '@autolicit/shared';
import { type RedisCluster, startRedisCluster } from '@autolicit/test-support';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../../../../test/faults/lib/private-redis';
import { createUser, createVehicle } from '../../test/factories';
import {
  type TestServer,
  type TestSocket,
  command,
  connectSocket,
  startTestServer,
  waitForConnect,
} from '../../test/test-server';
import { waitFor } from '../../test/test-waits';

/*
 * Redis keeps no message for a subscriber that is not there: a fact published while a node's
 * subscription was away (a failover, a moved slot, a reconnect) never reaches that node. Here a
 * bid (then a close) is committed with no publish at all, as one whose publish was lost; once the
 * node has subscribed again after the topology change, its watchers hear of it.
 */
const REDIS_PREFIX = 'catch-up-test:';

interface Watchers {
  compact: TestSocket;
  whole: TestSocket;
  bids: Map<TestSocket, number[]>;
  closes: Map<TestSocket, AuctionClosedEvent[]>;
}

async function watch(node: TestServer, vehicleId: string): Promise<Watchers> {
  const compact = connectSocket(node.url);
  const whole = connectSocket(node.url, { wholeFacts: true });
  const watchers: Watchers = { compact, whole, bids: new Map(), closes: new Map() };
  for (const socket of [compact, whole]) {
    await waitForConnect(socket);
    watchers.bids.set(socket, []);
    watchers.closes.set(socket, []);
    socket.on('bid:placed', (event: BidPlacedFrame | BidPlacedEvent) => watchers.bids.get(socket)!.push(event.bidSeq));
    socket.on('auction:closed', (event) => watchers.closes.get(socket)!.push(event));
    const ack = await command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId });
    expect('data' in ack).toBe(true);
  }
  return watchers;
}

/** A bid stored as the bid service stores it, but told to nobody. */
async function commitUnheardBid(node: TestServer, vehicleId: string, bidderId: string, amount: string, seq: number) {
  await insertBid(node.ctx.db, { vehicleId, bidderId, amount, bidSeq: seq });
  await updateVehicleAfterBid(node.ctx.db, vehicleId, {
    currentBid: amount,
    bidCount: seq,
    highBidderId: bidderId,
    auctionEndTime: new Date(Date.now() + 3_600_000),
  });
}

async function newAuction(node: TestServer) {
  const seller = await createUser(node.ctx);
  const bidder = await createUser(node.ctx);
  const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00' });
  return { vehicle, bidder };
}

describe('a node whose Redis Cluster subscription moved', () => {
  let cluster: RedisCluster;
  let node: TestServer;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    node = await startTestServer({
      redis: { kind: 'cluster', nodes: cluster.nodes, password: undefined, tls: false },
      redisPrefix: REDIS_PREFIX,
    });
  }, 60_000);

  afterAll(async () => {
    await node?.close();
    await cluster?.stop();
  });

  it('sends its watchers a bid they missed once it follows a failover of the room’s shard', async () => {
    const { vehicle, bidder } = await newAuction(node);
    const watchers = await watch(node, vehicle.id);
    await commitUnheardBid(node, vehicle.id, bidder.id, '1100.00', 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...watchers.bids.values()]).toEqual([[], []]);

    const primary = await cluster.findPrimaryForKey(getRoomChannel(REDIS_PREFIX, `vehicle:${vehicle.id}`));
    const replica = (await cluster.replicas()).find((r) => r.primaryId === primary.id)!;
    await cluster.failoverTo(replica.port);

    await waitFor(() => [...watchers.bids.values()].every((seqs) => seqs.includes(1)), 15_000);
    expect([...watchers.bids.values()].map((seqs) => seqs.at(-1))).toEqual([1, 1]);
    expect([...watchers.closes.values()]).toEqual([[], []]);
    for (const socket of [watchers.compact, watchers.whole]) socket.disconnect();
  }, 60_000);

  it('sends its watchers a close they missed once it follows the room’s slot to another primary', async () => {
    const { vehicle, bidder } = await newAuction(node);
    const watchers = await watch(node, vehicle.id);
    await commitUnheardBid(node, vehicle.id, bidder.id, '1200.00', 1);
    await updateVehicleAfterBid(node.ctx.db, vehicle.id, {
      currentBid: '1200.00',
      bidCount: 1,
      highBidderId: bidder.id,
      auctionEndTime: new Date(),
      status: 'sold',
      closedAt: new Date(),
    });

    const channel = getRoomChannel(REDIS_PREFIX, `vehicle:${vehicle.id}`);
    const owner = await cluster.findPrimaryForKey(channel);
    const other = (await cluster.primaries()).find((p) => p.id !== owner.id)!;
    await cluster.migrateSlot(await cluster.keySlot(channel), other.port);

    await waitFor(() => [...watchers.closes.values()].every((closes) => closes.length > 0), 15_000);
    for (const closes of watchers.closes.values())
      expect(closes[0]).toMatchObject({ vehicleId: vehicle.id, status: 'sold', finalPrice: '1200.00', bidCount: 1 });
    expect([...watchers.bids.values()].map((seqs) => seqs.at(-1))).toEqual([1, 1]);
    for (const socket of [watchers.compact, watchers.whole]) socket.disconnect();
  }, 60_000);
});

describe('a node whose single Redis connection dropped', () => {
  let redis: PrivateRedis;
  let node: TestServer;

  beforeAll(async () => {
    redis = await startPrivateRedis({ appendOnly: false });
    node = await startTestServer({ redis: { kind: 'single', url: redis.url }, redisPrefix: REDIS_PREFIX });
  }, 60_000);

  afterAll(async () => {
    await node?.close();
    await redis?.destroy();
  });

  it('sends its watchers a bid they missed once its subscriber reconnected', async () => {
    const { vehicle, bidder } = await newAuction(node);
    const watchers = await watch(node, vehicle.id);
    await commitUnheardBid(node, vehicle.id, bidder.id, '1100.00', 1);
    const admin = new Redis(redis.url);
    try {
      // The private server's only subscriber connection is the node's adapter.
      expect(await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub')).toBe(1);
    } finally {
      admin.disconnect();
    }
    await waitFor(() => [...watchers.bids.values()].every((seqs) => seqs.includes(1)), 15_000);
    expect([...watchers.bids.values()].map((seqs) => seqs.at(-1))).toEqual([1, 1]);
    for (const socket of [watchers.compact, watchers.whole]) socket.disconnect();
  }, 30_000);
});
