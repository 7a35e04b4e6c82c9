import { afterAll, beforeAll } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../test/isolated-database';
import { startInProcessWorkers } from '../in-process-workers';
import { type TestServer, type TestServerOptions, startTestServer } from './test-server';

/**
 * For a test file that needs the whole live path in one process: a real server (REST + Socket.IO)
 * with the BullMQ workers in-process, on a database of the file's own (the sweeper closes every
 * overdue auction it sees) and real Redis; started before the file's tests, stopped after them.
 * Read `node` inside tests.
 */
export function useLiveNode(options: Omit<TestServerOptions, 'databaseUrl'> = {}): { readonly node: TestServer } {
  let database: IsolatedDatabase | undefined;
  let node: TestServer | undefined;
  let workers: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    database = await createIsolatedDatabase();
    node = await startTestServer({ ...options, databaseUrl: database.url });
    workers = await startInProcessWorkers(node.ctx);
  });
  afterAll(async () => {
    await workers?.close();
    await node?.close();
    await database?.drop();
  });
  return {
    get node() {
      if (!node) throw new Error('the live node starts in beforeAll');
      return node;
    },
  };
}
