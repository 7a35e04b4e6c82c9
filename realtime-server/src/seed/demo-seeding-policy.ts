import type { Config } from '../config/env';

export interface DemoSeedingDecision {
  seed: boolean;
  /** Set when demo data goes into a production database: it holds accounts with published passwords. */
  warning?: string;
}

/**
 * Whether an entry point (the server, the seed command) may put demo data into an empty database.
 * Production never gets it unless SEED_DEMO_DATA=true was set explicitly, and then with a warning:
 * the demo accounts, an admin among them, have their passwords printed in the README.
 */
export function decideDemoSeeding(config: Pick<Config, 'isProduction' | 'seedDemoData'>): DemoSeedingDecision {
  if (!config.seedDemoData) return { seed: false };
  if (config.isProduction) {
    return {
      seed: true,
      warning:
        'SEED_DEMO_DATA=true in production: demo accounts with published passwords (an admin among them) are being created',
    };
  }
  return { seed: true };
}
