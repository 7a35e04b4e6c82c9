import { randomUUID } from 'node:crypto';
import { getBullPrefix, getRoomChannel } from '@autolicit/messaging';
import { compactVehicleRoom, vehicleRoom } from '@autolicit/shared';
import type { RedisTarget } from '@autolicit/shared/env';
import { type ClusterNode, type RedisCluster, startRedisCluster } from '@autolicit/test-support';
import type { VehicleRow } from '@autolicit/db';
import { afterAll, beforeAll } from 'vitest';
import { type FaultCluster, startFaultCluster } from './fault-cluster';
import { type FaultDatabase, createFaultDatabase } from './fault-database';
import { type Bidder, type LiveSocket, createAuction, nextClientIp, signIn } from './marketplace-clients';
import { type NginxProxy, startNginxProxy } from './nginx-proxy';
import { closeProxyAgents, connectThroughProxy, pickAddressesByNode } from './proxy-clients';
import { RoomWatcher } from './room-watchers';
import { freePort } from './util';

/** The REDIS_PREFIX startFaultCluster gives the processes. */
const REDIS_PREFIX = 'fault:';

export interface ClusterScenario {
  redis: RedisCluster;
  db: FaultDatabase;
  cluster: FaultCluster;
  proxy: NginxProxy;
  /** Sockets to disconnect at the end. */
  sockets: LiveSocket[];
}

/**
 * The world of a Redis Cluster scenario, made before its tests and taken down after: a private
 * Redis Cluster (3 primaries, 3 replicas), a database of its own, three server nodes and the workers
 * on that cluster, and nginx in front of the nodes with the deployment's configuration; the
 * processes' public origin is nginx's.
 */
export function useRedisClusterScenario(): ClusterScenario {
  const scenario = { sockets: [] as LiveSocket[] } as ClusterScenario;
  beforeAll(async () => {
    const [redis, db, proxyPort] = await Promise.all([startRedisCluster(), createFaultDatabase(), freePort()]);
    scenario.redis = redis;
    scenario.db = db;
    const target: RedisTarget = { kind: 'cluster', nodes: redis.nodes, password: undefined, tls: false };
    scenario.cluster = await startFaultCluster({
      nodes: 3,
      databaseUrl: db.url,
      redis: target,
      origin: `http://127.0.0.1:${proxyPort}`,
    });
    scenario.proxy = await startNginxProxy({ nodes: scenario.cluster.nodes, port: proxyPort });
  });
  afterAll(async () => {
    scenario.sockets.forEach((socket) => socket.disconnect());
    closeProxyAgents();
    await scenario.proxy?.stop();
    await scenario.cluster?.stop();
    await scenario.db?.drop();
    await scenario.redis?.stop();
  });
  return scenario;
}

/** A live auction and where its keys live in the cluster. */
export interface HotVehicle {
  vehicle: VehicleRow;
  /** The sharded channel of `vehicle:<id>` (whole facts, closes) and its slot. */
  roomChannel: string;
  roomSlot: number;
  /** The sharded channel of `vehicle-compact:<id>` (compact bid frames). */
  compactChannel: string;
  /** The primary serving both channels. */
  primary: ClusterNode;
  /** The primary serving the BullMQ keys (`{<prefix>bull}`: the close jobs). */
  bullPrimary: ClusterNode;
  /** Whether the compact channel's slot was moved to `primary` before the scenario began. */
  compactSlotMoved: boolean;
}

/**
 * Creates an auction whose two room channels (whole facts and compact frames) are served by the
 * same primary, so that one fault on that shard hits every watcher of the room: ids are drawn until
 * they hash there. `withQueues`: that primary is also the one of the BullMQ keys (the auction's
 * close job); the compact channel's slot is then moved there if it is elsewhere: CRC16 being linear,
 * the two channels' slots of every id differ by the same XOR, so some primaries never get both.
 */
export async function createHotVehicle(
  s: ClusterScenario,
  sellerId: string,
  auctionEndTime: Date,
  options: { withQueues?: boolean } = {},
): Promise<HotVehicle> {
  const bullPrimary = await s.redis.findPrimaryForKey(`${getBullPrefix(REDIS_PREFIX)}:auction-close:id`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const id = randomUUID();
    const roomChannel = getRoomChannel(REDIS_PREFIX, vehicleRoom(id));
    const compactChannel = getRoomChannel(REDIS_PREFIX, compactVehicleRoom(id));
    let [primary, compactPrimary] = await Promise.all([
      s.redis.findPrimaryForKey(roomChannel),
      s.redis.findPrimaryForKey(compactChannel),
    ]);
    const compactSlotMoved = options.withQueues === true && compactPrimary.id !== primary.id;
    if (options.withQueues) {
      if (primary.id !== bullPrimary.id) continue;
      if (compactSlotMoved) {
        await s.redis.migrateSlot(await s.redis.keySlot(compactChannel), primary.port);
        [primary, compactPrimary] = await Promise.all([
          s.redis.findPrimaryForKey(roomChannel),
          s.redis.findPrimaryForKey(compactChannel),
        ]);
      }
    }
    if (primary.id !== compactPrimary.id) continue;
    const vehicle = await createAuction(s.db.handle.db, { id, sellerId, auctionEndTime });
    const roomSlot = await s.redis.keySlot(roomChannel);
    return { vehicle, roomChannel, roomSlot, compactChannel, primary, bullPrimary, compactSlotMoved };
  }
  throw new Error('no vehicle id with its room channels (and the queues, if asked) on one primary in 100 draws');
}

/**
 * `count` watchers of `vehicleId` through nginx, spread evenly over the nodes (each from a loopback
 * address nginx sends to that node); every `pollingEvery`-th watcher uses HTTP long-polling, and a
 * third of them read whole facts (an older tab) instead of compact frames.
 */
export async function connectWatchers(
  s: ClusterScenario,
  vehicleId: string,
  count: number,
  options: { pollingEvery?: number; addressesPerNode?: number } = {},
): Promise<RoomWatcher[]> {
  const { pollingEvery = 10, addressesPerNode = 4 } = options;
  const nodes = s.cluster.nodes;
  const addresses = await pickAddressesByNode(s.proxy, nodes, addressesPerNode);
  const watchers: RoomWatcher[] = [];
  const connectOne = async (i: number) => {
    const node = nodes[i % nodes.length]!;
    const localAddress = addresses.get(node)![Math.floor(i / nodes.length) % addressesPerNode]!;
    const transport = i % pollingEvery === 0 ? 'polling' : 'websocket';
    const compactFrames = Math.floor(i / nodes.length) % 3 !== 2;
    const socket = await connectThroughProxy(s.proxy.url, {
      origin: s.cluster.origin,
      localAddress,
      transport,
      ip: nextClientIp(),
      compactFrames,
    });
    s.sockets.push(socket);
    const watcher = new RoomWatcher(socket, vehicleId, node, transport, localAddress, compactFrames);
    await watcher.join();
    watchers.push(watcher);
  };
  // In batches: hundreds of handshakes at once on two cores would time out.
  for (let from = 0; from < count; from += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - from) }, (_, k) => connectOne(from + k)));
  }
  return watchers;
}

/** Signs bidders in through nginx and opens their WebSockets there, spread over the nodes. */
export async function connectBiddersThroughProxy(
  s: ClusterScenario,
  bidders: Bidder[],
): Promise<{ bidder: Bidder; socket: LiveSocket; node: string }[]> {
  const nodes = s.cluster.nodes;
  const addresses = await pickAddressesByNode(s.proxy, nodes, 1);
  return Promise.all(
    bidders.map(async (bidder, i) => {
      const node = nodes[i % nodes.length]!;
      const socket = await connectThroughProxy(s.proxy.url, {
        origin: s.cluster.origin,
        localAddress: addresses.get(node)![0]!,
        transport: 'websocket',
        ip: bidder.ip,
        cookie: await signIn(s.proxy.url, s.cluster.origin, bidder.email),
      });
      s.sockets.push(socket);
      return { bidder, socket, node };
    }),
  );
}
