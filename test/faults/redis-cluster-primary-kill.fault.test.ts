import { expect, it } from 'vitest';
import { useRedisClusterScenario } from './lib/cluster-scenario';
import { expectLiveAuctionIntact, runLiveAuctionUnderFault } from './lib/live-auction-fault';

/**
 * The Redis Cluster primary that serves the hot auction's room channels — chosen to be the one with
 * the queues too, so its close job is rescheduled on the dying shard — is SIGKILLed shortly before
 * the auction's end, while four bidders bid through nginx and 600 watchers on three nodes follow it
 * (WebSocket and long-polling). Its replica takes over after the node timeout; meanwhile commands
 * on that shard (some bidders' sessions and limits, the room's publishes, the close job) wait or
 * fail, and a bid that cannot be decided is refused with 503. Nothing acknowledged is lost, every
 * watcher on every node hears every bid after the failover (no subscription left on the dead node),
 * and the auction closes once, at its end as anti-sniping moved it — or, when the workers counted the
 * failover as an outage and the end fell within 2 minutes after it, as the outage rule moved it.
 */
const s = useRedisClusterScenario();

it('loses no bid and no watcher when the hot shard’s primary is SIGKILLed', async () => {
  const result = await runLiveAuctionUnderFault(s, {
    name: 'redis-cluster-primary-kill',
    // Bids from the first one on move the end to bid + 2 min: the kill comes in the auction's last stretch.
    endsInMs: 60_000,
    checkClose: true,
    onQueueShard: true,
    async fault({ hot }) {
      const killedAt = Date.now();
      await s.redis.killNode(hot.primary.port);
      await s.redis.waitUntilHealthy();
      const healthyAfterMs = Date.now() - killedAt;
      const promoted = await s.redis.findPrimaryForKey(hot.roomChannel);
      return {
        killedPrimary: hot.primary.port,
        bullSlotOnKilledPrimary: String(hot.bullPrimary.id === hot.primary.id),
        promotedReplica: promoted.port,
        clusterHealthyAfterKillMs: healthyAfterMs,
      };
    },
  });
  expectLiveAuctionIntact(result);
  expect(result.numbers.promotedReplica).not.toBe(result.numbers.killedPrimary);
  expect(result.numbers.bullSlotOnKilledPrimary).toBe('true');
});
