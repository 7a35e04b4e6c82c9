import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '@autolicit/db';
import pg from 'pg';
import { createDatabase, dropDatabase } from '../../postgres-database';

/** The machine's PostgreSQL (CI has it running); a scenario makes a database of its own there. */
export const MACHINE_POSTGRES_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FaultDatabase {
  url: string;
  handle: DatabaseHandle;
  /** A plain client for the invariant queries. */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates and migrates a database of the scenario's own on the server at `serverUrl`. */
export async function createFaultDatabase(serverUrl = MACHINE_POSTGRES_URL): Promise<FaultDatabase> {
  const name = `autolicit_fault_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(serverUrl, name);
  const handle = openDatabase({ url, poolSize: 10, onIdleError: () => undefined });
  await handle.migrate();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined); // a PostgreSQL restart ends idle clients: expected here
  return {
    url,
    handle,
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async drop() {
      await handle.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await dropDatabase(serverUrl, name);
    },
  };
}
