import {
  type AuctionWorkerOptions,
  createMailer as createWorkerMailer,
  startAuctionWorkers,
  startNotificationWorker,
  startPushWorker,
} from '@autolicit/jobs';
import type { AppContext } from './app-context';

/**
 * Embedded mode (PGlite): the database lives in this process, so the workers run here too, on
 * the server's own database handle, events and queues.
 */
export async function startInProcessWorkers(
  ctx: AppContext,
  options: AuctionWorkerOptions = {},
): Promise<{ close(): Promise<void> }> {
  const { config } = ctx;
  const auctions = await startAuctionWorkers(
    {
      db: ctx.db,
      redis: config.redis,
      redisPrefix: config.redisPrefix,
      logger: ctx.logger,
      clock: ctx.clock,
      events: ctx.events,
      outbox: ctx.outbox,
      queues: ctx.queues,
    },
    options,
  );
  const notifications = await startNotificationWorker({
    db: ctx.db,
    redis: config.redis,
    redisPrefix: config.redisPrefix,
    logger: ctx.logger,
    mailer: createWorkerMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: config.mailDir,
      logger: ctx.logger,
    }),
    appOrigin: config.appOrigin,
    outbox: ctx.outbox,
  });
  const push = await startPushWorker({
    db: ctx.db,
    redis: config.redis,
    redisPrefix: config.redisPrefix,
    logger: ctx.logger,
    clock: ctx.clock,
    push: config.push,
  });
  return {
    async close() {
      await Promise.all([auctions.close(), notifications.close(), push.close()]);
    },
  };
}
