import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppUnderTest, launchBrowser, startAppUnderTest } from './app-under-test';

export interface BrowserScene {
  /** The app under test, started before the file's tests. */
  readonly app: AppUnderTest;
  readonly browser: Browser;
  /** A browser context (1,280 × 900 unless the options say otherwise), closed after the file's tests. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * One app and one browser for a test file: started in its `beforeAll`, closed with every context
 * made through it in its `afterAll`. Call at the top of the file.
 */
export function useBrowserScene(): BrowserScene {
  let app: AppUnderTest | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    app = await startAppUnderTest();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser scene starts in beforeAll');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    async newContext(options = {}) {
      const context = await started(browser).newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      return context;
    },
  };
}
