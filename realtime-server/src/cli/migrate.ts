import { openDatabase } from '@autolicit/db';
import { ConfigError, loadConfig } from '../config/env';

/** Applies pending migrations once (docker-compose's "migrate" service, or by hand before a deploy). */
async function migrate() {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  await database.migrate();
  await database.close();
  console.log(`migrations applied (${database.kind})`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
