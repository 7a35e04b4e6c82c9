import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@autolicit/db';
import { inject } from 'vitest';
import { createDatabase, dropDatabase } from './postgres-database';

export interface IsolatedDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of this test file's own (migrated unless `migrate: false`), beside the run's database. The
 * sweeper closes every overdue auction it can see: in the shared database it would close other
 * files' deliberately overdue vehicles (and theirs ours), so worker tests get a database each.
 */
export async function createIsolatedDatabase(options: { migrate?: boolean } = {}): Promise<IsolatedDatabase> {
  const runUrl = new URL(inject('databaseUrl'));
  const name = `${runUrl.pathname.slice(1)}_w${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(runUrl.toString(), name);
  let dropping = false;
  const handle = openDatabase({
    url,
    poolSize: 20,
    // DROP … WITH (FORCE) ends connections the pool is still closing: expected, not worth a line.
    onIdleError: (error) => {
      if (!dropping) console.error('idle PostgreSQL connection failed:', error.message);
    },
  });
  if (options.migrate !== false) await handle.migrate();
  return {
    url,
    handle,
    async drop() {
      dropping = true;
      await handle.close();
      await dropDatabase(runUrl.toString(), name);
    },
  };
}
