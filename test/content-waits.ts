/**
 * How long a browser or component test waits for content to appear: `expect.poll` in the e2e and
 * web-dom projects (vitest.config.ts), Testing Library's `waitFor` and `findBy*` (web/test/dom-setup.ts).
 * It holds on a loaded 2-core machine. It is never a speed claim: a wait returns as soon as the
 * content is there, and latency is measured by the benchmarks, not asserted through a wait.
 */
export const CONTENT_WAIT_MS = 10_000;
