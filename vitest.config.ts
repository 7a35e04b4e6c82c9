import { defineConfig } from 'vitest/config';
import { CONTENT_WAIT_MS } from './test/content-waits.ts';

/**
 * Two projects: unit tests (pure, fast, beside the code) and integration tests against the real
 * PostgreSQL and Redis of the machine. The integration global setup creates a database of its own
 * for the run and drops it at the end.
 */
/**
 * TEST_REDIS_CLUSTER=1 (the test command's second pass) runs the integration tests on a private
 * Redis Cluster; these never touch the run's Redis (PostgreSQL only, or a redis-server of their own
 * that they stop), so that pass leaves them out.
 */
const redisClusterPass = process.env.TEST_REDIS_CLUSTER === '1';
const REDIS_FREE_INTEGRATION_TESTS = ['packages/db/**', 'realtime-server/src/redis-outage.int.test.ts'];

/** Playwright on Debian's Chromium against the real app (the e2e and sweep projects). */
const BROWSER_PROJECT = {
  environment: 'node',
  globalSetup: ['./test/integration-global-setup.ts'],
  // A whole journey (register, list, bid, close) on a loaded 2-core machine: a budget, not a speed claim.
  testTimeout: 180_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: CONTENT_WAIT_MS } },
  // One browser at a time: two Chromiums on two cores starve the app under test.
  fileParallelism: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'realtime-server/src/**/*.test.ts',
            'workers/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Each file still gets a module graph of its own (a VM context), on a thread instead of a
          // new process that imports everything again: 33 s instead of 83 on the 2-core CI machine.
          pool: 'vmThreads',
        },
      },
      {
        // React components rendered in jsdom with the app's real providers (Testing Library).
        test: {
          name: 'web-dom',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // As the unit tests: one jsdom and module graph per file, without a process each (95 s
          // instead of 232 on the CI machine).
          pool: 'vmThreads',
          setupFiles: ['./web/test/dom-setup.ts'],
          css: false,
          expect: { poll: { timeout: CONTENT_WAIT_MS } },
          // Room for a content wait that runs to its end on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'realtime-server/src/**/*.int.test.ts',
            'workers/src/**/*.int.test.ts',
          ],
          exclude: ['**/node_modules/**', ...(redisClusterPass ? REDIS_FREE_INTEGRATION_TESTS : [])],
          environment: 'node',
          globalSetup: ['./test/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files share one database per run; each file isolates itself with its own rows.
          fileParallelism: true,
          maxWorkers: 2,
          // Runs after the unit project (vitest needs distinct groups when maxWorkers differ).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          ...BROWSER_PROJECT,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The sweep of every route and dialog as every role at three widths (e2e/every-route.sweep.test.ts):
        // minutes of browser time, so `pnpm test:sweep` runs it and the test command does not.
        test: {
          name: 'sweep',
          include: ['e2e/**/*.sweep.test.ts'],
          ...BROWSER_PROJECT,
          sequence: { groupOrder: 3 },
        },
      },
      {
        // The fault matrix (docs/reliability.md, "The fault matrix"): real processes, private Redis/PostgreSQL, minutes.
        // `pnpm test:faults` runs them all; the test command runs a short subset.
        test: {
          name: 'faults',
          include: ['test/faults/**/*.fault.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
