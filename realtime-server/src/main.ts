import { installProcessFaultPolicy } from '@autolicit/shared/process';
import { ConfigError, loadConfig } from './config/env';
import { RedisUnavailableError } from './platform/redis';
import { startInProcessWorkers } from './in-process-workers';
import { buildServer } from './server';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { decideDemoSeeding } from './seed/demo-seeding-policy';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data';

/** What a person starting the app needs to see, outside the JSON log lines. */
function printBanner(url: string, withDemoAccounts: boolean) {
  const lines = [``, `  AutoLicit is running at ${url}`];
  if (withDemoAccounts) {
    lines.push(`  Demo accounts:`);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.listed)) {
      lines.push(`    ${account.role.padEnd(7)} ${account.email.padEnd(24)} ${account.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfig();
  const running = await buildServer(config);
  const { ctx, server } = running;
  installProcessFaultPolicy(ctx.logger, process);

  const seeding = decideDemoSeeding(config);
  if (seeding.warning) ctx.logger.warn(seeding.warning);
  if (seeding.seed) {
    const seeded = await seedDemoDataIfEmpty(ctx);
    if (seeded) ctx.logger.info({ vehicles: seeded.vehicles }, 'demo data seeded');
  }

  const workers = config.runWorkersInProcess ? await startInProcessWorkers(ctx) : null;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  ctx.logger.info({ url: config.appOrigin, database: running.database.kind }, 'server listening');
  printBanner(config.appOrigin, seeding.seed && !config.isProduction);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Workers first (they finish their jobs while the database is still open), then the server.
    await workers?.close();
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
