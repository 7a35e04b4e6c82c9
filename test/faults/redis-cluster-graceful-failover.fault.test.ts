import { expect, it } from 'vitest';
import { useRedisClusterScenario } from './lib/cluster-scenario';
import { expectLiveAuctionIntact, runLiveAuctionUnderFault } from './lib/live-auction-fault';

/**
 * `CLUSTER FAILOVER` on the replica of the primary that serves the hot auction's room channels,
 * while four bidders bid through nginx and 600 watchers on three nodes follow it: the primary hands
 * over once its replica has caught up, so nothing is lost and, the target, no bid is refused. Every
 * watcher on every node hears every bid (the nodes' subscriptions follow the shard to its new
 * primary), nothing acknowledged is lost.
 */
const s = useRedisClusterScenario();

it('refuses no bid and loses no watcher when the hot shard fails over gracefully', async () => {
  const result = await runLiveAuctionUnderFault(s, {
    name: 'redis-cluster-graceful-failover',
    endsInMs: 10 * 60_000,
    checkClose: false,
    async fault({ hot }) {
      const replica = (await s.redis.replicas()).find((node) => node.primaryId === hot.primary.id)!;
      const started = Date.now();
      await s.redis.failoverTo(replica.port);
      const promoted = await s.redis.findPrimaryForKey(hot.roomChannel);
      return {
        formerPrimary: hot.primary.port,
        bullSlotOnFormerPrimary: String(hot.bullPrimary.id === hot.primary.id),
        promotedReplica: promoted.port,
        failoverDoneAfterMs: Date.now() - started,
      };
    },
  });
  expectLiveAuctionIntact(result);
  expect(result.numbers.promotedReplica).not.toBe(result.numbers.formerPrimary);
  expect(result.refusedByFault).toBe(0);
});
