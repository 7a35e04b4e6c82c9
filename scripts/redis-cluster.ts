/**
 * The developer's local Redis Cluster, run by scripts/redis-cluster.sh: six redis-server processes
 * in the background, started, listed and stopped with the helper the tests use
 * (packages/test-support/src/redis-cluster.ts).
 *
 *   tsx scripts/redis-cluster.ts start|status|stop --base-port 7001 --node-timeout-ms 3000 --state-dir .cache/redis-cluster
 */
import { parseArgs } from 'node:util';
import {
  type ClusterAddress,
  type ClusterNodeStatus,
  findRedisCluster,
  type RedisCluster,
  startRedisCluster,
} from '@autolicit/test-support';

function formatSeeds(nodes: ClusterAddress[]): string {
  return `REDIS_CLUSTER_NODES=${nodes.map((node) => `${node.host}:${node.port}`).join(',')}`;
}

function formatSlots(slots: Array<[number, number]>): string {
  return slots.map(([start, end]) => (start === end ? `${start}` : `${start}-${end}`)).join(',') || '-';
}

/** One line per port: role, the primary a replica follows, slots and cluster_state as the node itself sees them. */
function formatStatus(statuses: ClusterNodeStatus[]): string {
  const portById = new Map(statuses.flatMap((status) => (status.node ? [[status.node.id, status.node.port]] : [])));
  const rows = statuses.map((status) =>
    status.node
      ? [
          String(status.port),
          status.node.role,
          status.node.primaryId
            ? String(portById.get(status.node.primaryId) ?? status.node.primaryId.slice(0, 8))
            : '-',
          formatSlots(status.node.slots),
          status.clusterState ?? '?',
        ]
      : [String(status.port), 'down', '-', '-', '-'],
  );
  const header = ['port', 'role', 'follows', 'slots', 'cluster_state'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function isAnyNodeUp(cluster: RedisCluster | undefined): Promise<boolean> {
  return cluster ? (await cluster.describeNodes()).some((status) => status.reachable) : false;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'base-port': { type: 'string', default: '7001' },
      'node-timeout-ms': { type: 'string', default: '3000' },
      'state-dir': { type: 'string', default: '.cache/redis-cluster' },
    },
  });
  const stateDir = values['state-dir'];
  const existing = findRedisCluster({ stateDir });

  switch (positionals[0]) {
    case 'start': {
      const wasRunning = await isAnyNodeUp(existing);
      const cluster = await startRedisCluster({
        stateDir,
        basePort: Number(values['base-port']),
        nodeTimeoutMs: Number(values['node-timeout-ms']),
        detached: true,
      });
      console.log(wasRunning ? 'The local Redis Cluster is already running.' : 'Started the local Redis Cluster.');
      console.log(`State, logs and pid files: ${cluster.stateDir}`);
      console.log(formatStatus(await cluster.describeNodes()));
      console.log(formatSeeds(cluster.nodes));
      return 0;
    }
    case 'status': {
      if (!existing || !(await isAnyNodeUp(existing))) {
        console.log('No local Redis Cluster is running (bash scripts/redis-cluster.sh start).');
        return 1;
      }
      const statuses = await existing.describeNodes();
      console.log(formatStatus(statuses));
      console.log(formatSeeds(existing.nodes));
      return statuses.every((status) => status.clusterState === 'ok') ? 0 : 1;
    }
    case 'stop': {
      if (!existing) {
        console.log('No local Redis Cluster to stop.');
        return 0;
      }
      await existing.stop();
      console.log(`Stopped the local Redis Cluster and removed ${existing.stateDir}.`);
      return 0;
    }
    default:
      console.error('usage: tsx scripts/redis-cluster.ts start|status|stop [--base-port N] [--state-dir DIR]');
      return 2;
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
