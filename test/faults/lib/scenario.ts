import { afterAll, beforeAll } from 'vitest';
import { type FaultCluster, type FaultClusterOptions, startFaultCluster } from './fault-cluster';
import { type FaultDatabase, createFaultDatabase } from './fault-database';
import { type Bidder, type LiveSocket, connectLive, signIn } from './marketplace-clients';
import { type PrivateRedis, startPrivateRedis } from './private-redis';

export interface Scenario {
  redis: PrivateRedis;
  db: FaultDatabase;
  cluster: FaultCluster;
  /** Sockets to disconnect at the end. */
  sockets: LiveSocket[];
}

/**
 * The scenario's world, made before its tests and taken down after: a private Redis, a database
 * of its own on the machine's PostgreSQL (or `databaseServerUrl`), and the cluster.
 */
export function useScenario(
  options: {
    nodes?: number;
    appendOnly?: boolean;
    databaseServerUrl?: () => string;
    cluster?: Partial<FaultClusterOptions>;
  } = {},
): Scenario {
  const scenario = { sockets: [] as LiveSocket[] } as Scenario;
  beforeAll(async () => {
    scenario.redis = await startPrivateRedis({ appendOnly: options.appendOnly ?? true });
    scenario.db = await createFaultDatabase(options.databaseServerUrl?.());
    scenario.cluster = await startFaultCluster({
      nodes: options.nodes ?? 3,
      databaseUrl: scenario.db.url,
      redisUrl: scenario.redis.url,
      ...options.cluster,
    });
  });
  afterAll(async () => {
    scenario.sockets.forEach((socket) => socket.disconnect());
    await scenario.cluster?.stop();
    await scenario.db?.drop();
    await scenario.redis?.destroy();
  });
  return scenario;
}

/**
 * Signs each bidder in on a node (round-robin unless `nodeOf` says) and opens their socket there;
 * the sockets are closed with the scenario.
 */
export async function connectBidders(
  scenario: Scenario,
  bidders: Bidder[],
  nodeOf: (index: number) => number = (i) => i % scenario.cluster.nodes.length,
): Promise<{ bidder: Bidder; socket: LiveSocket }[]> {
  return Promise.all(
    bidders.map(async (bidder, i) => {
      const url = scenario.cluster.nodes[nodeOf(i)]!;
      const socket = await connectLive(
        url,
        scenario.cluster.origin,
        await signIn(url, scenario.cluster.origin, bidder.email),
        bidder.ip,
      );
      scenario.sockets.push(socket);
      return { bidder, socket };
    }),
  );
}
