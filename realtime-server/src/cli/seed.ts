import { ConfigError, loadConfig } from '../config/env';
import { RedisUnavailableError } from '../lib/redis';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedDemoDataIfEmpty } from '../seed/seed-demo-data';
import { buildServer } from '../server';

/** Seeds demo data into an empty database (a no-op otherwise). */
async function seed() {
  const running = await buildServer({ ...loadConfig(), migrateOnStart: true });
  const seeded = await seedDemoDataIfEmpty(running.ctx);
  console.log(seeded ? `seeded ${seeded.vehicles} vehicles` : 'database not empty: nothing seeded');
  console.log(['Demo accounts:', ...DEMO_ACCOUNTS.filter((a) => a.listed).map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(24)} ${a.password}`)].join('\n'));
  await running.stop();
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RedisUnavailableError ? error.message : error);
  process.exit(1);
});
