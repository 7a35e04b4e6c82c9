import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Executor } from '../client';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** True when every committed migration has been applied (drizzle records them by hash). */
export async function checkMigrationsApplied(db: Executor): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  const result = (await db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { hash: string }[];
  };
  const applied = new Set(result.rows.map((row) => row.hash));
  return expected.every((hash) => applied.has(hash));
}
