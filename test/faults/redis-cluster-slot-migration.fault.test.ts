import { expect, it } from 'vitest';
import { useRedisClusterScenario } from './lib/cluster-scenario';
import { expectLiveAuctionIntact, runLiveAuctionUnderFault } from './lib/live-auction-fault';

/**
 * The slots of the hot auction's room channels (whole facts and compact frames) move to another
 * primary while four bidders bid through nginx and 600 watchers on three nodes follow it, as
 * `redis-cli --cluster reshard` moves them. The nodes' sharded subscriptions follow the slots:
 * every watcher on every node keeps hearing every bid, no bid is refused, nothing is lost.
 */
const s = useRedisClusterScenario();

it('keeps every watcher hearing every bid while the room channel’s slot moves', async () => {
  const result = await runLiveAuctionUnderFault(s, {
    name: 'redis-cluster-slot-migration',
    endsInMs: 10 * 60_000,
    checkClose: false,
    async fault({ hot }) {
      const target = (await s.redis.primaries()).find((node) => node.id !== hot.primary.id)!;
      const compactSlot = await s.redis.keySlot(hot.compactChannel);
      const started = Date.now();
      await s.redis.migrateSlot(hot.roomSlot, target.port);
      if (compactSlot !== hot.roomSlot) await s.redis.migrateSlot(compactSlot, target.port);
      const [roomOwner, compactOwner] = await Promise.all([
        s.redis.findPrimaryForKey(hot.roomChannel),
        s.redis.findPrimaryForKey(hot.compactChannel),
      ]);
      return {
        fromPrimary: hot.primary.port,
        toPrimary: target.port,
        compactSlot,
        roomChannelNowOn: roomOwner.port,
        compactChannelNowOn: compactOwner.port,
        migrationDoneAfterMs: Date.now() - started,
      };
    },
  });
  expectLiveAuctionIntact(result);
  expect(result.numbers.roomChannelNowOn).toBe(result.numbers.toPrimary);
  expect(result.numbers.compactChannelNowOn).toBe(result.numbers.toPrimary);
  expect(result.refusedByFault).toBe(0);
});
