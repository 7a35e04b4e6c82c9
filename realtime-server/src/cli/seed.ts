import { ConfigError, loadConfig } from '../config/env';
import { RedisUnavailableError } from '../platform/redis';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { decideDemoSeeding } from '../seed/demo-seeding-policy';
import { seedDemoDataIfEmpty } from '../seed/seed-demo-data';
import { buildServer } from '../server';

/**
 * Seeds demo data into an empty database (a no-op otherwise). Follows SEED_DEMO_DATA like the
 * server does: never in production unless set to true explicitly.
 */
async function seed() {
  const config = loadConfig();
  const decision = decideDemoSeeding(config);
  if (!decision.seed) {
    console.log('demo data not seeded (SEED_DEMO_DATA is off; it is off by default in production)');
    return;
  }
  if (decision.warning) console.warn(`WARNING: ${decision.warning}`);
  const running = await buildServer({ ...config, migrateOnStart: true });
  try {
    const seeded = await seedDemoDataIfEmpty(running.ctx);
    if (!seeded) {
      console.log('database not empty: nothing seeded');
      return;
    }
    console.log(`seeded ${seeded.vehicles} vehicles`);
    console.log(
      [
        'Demo accounts:',
        ...DEMO_ACCOUNTS.filter((a) => a.listed).map(
          (a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(24)} ${a.password}`,
        ),
      ].join('\n'),
    );
  } finally {
    await running.stop();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RedisUnavailableError ? error.message : error);
  process.exit(1);
});
