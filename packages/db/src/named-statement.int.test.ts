import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { executeNamed, runNamed } from './named-statement';
import { insertUser } from './repositories/user.repository';
import { users } from './schema/index';

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The data layer runs on PostgreSQL in production and PGlite when embedded: test both. */
describe.each([
  // One connection, so that what it has prepared can be read back from it.
  ['postgres', () => openDatabase({ url: inject('databaseUrl'), poolSize: 1 })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('named statements on %s', (kind, open) => {
  let handle: DatabaseHandle;
  const prefix = `t${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
  });
  afterAll(async () => handle.close());

  it('binds new values to the same text at each call, and tells texts with more values apart', async () => {
    for (const n of [1, 2, 3]) {
      expect(rowsOf(await executeNamed(handle.db, prefix, sql`select ${n}::int * 2 as doubled`))).toEqual([{ doubled: n * 2 }]);
    }
    const list = (values: number[]) => sql.join(values.map((v) => sql`(${v}::int)`), sql`, `);
    expect(rowsOf(await executeNamed(handle.db, prefix, sql`select sum(v)::int as total from (values ${list([1, 2])}) as t(v)`))).toEqual([{ total: 3 }]);
    expect(rowsOf(await executeNamed(handle.db, prefix, sql`select sum(v)::int as total from (values ${list([1, 2, 3])}) as t(v)`))).toEqual([{ total: 6 }]);
    expect(rowsOf(await executeNamed(handle.db, prefix, sql`select sum(v)::int as total from (values ${list([4, 5])}) as t(v)`))).toEqual([{ total: 9 }]);
    if (kind === 'postgres') {
      // Three texts, each prepared once on the connection, whatever the values.
      const prepared = rowsOf(await handle.db.execute(sql`select name from pg_prepared_statements where name like ${`${prefix}_%`}`));
      expect(prepared).toHaveLength(3);
    }
  });

  it('runs a query builder under a name, with its typed result and this call\'s values', async () => {
    const emails = [`a-${randomUUID()}@example.com`, `b-${randomUUID()}@example.com`];
    const inserted = await Promise.all(emails.map((email) => insertUser(handle.db, { email, passwordHash: 'x', firstName: 'Ana', lastName: 'Pop' })));
    for (const [i, user] of inserted.entries()) {
      const rows = await runNamed(handle.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, user!.id)), `${prefix}_user`);
      expect(rows).toEqual([{ id: user!.id, email: emails[i] }]);
    }
    if (kind === 'postgres') {
      const prepared = rowsOf(await handle.db.execute(sql`select name from pg_prepared_statements where name like ${`${prefix}_user_%`}`));
      expect(prepared).toHaveLength(1);
    }
  });
});
