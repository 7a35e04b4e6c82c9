import { describe, expect, it } from 'vitest';
import { decideDemoSeeding } from './demo-seeding-policy';

describe('decideDemoSeeding', () => {
  it('seeds in development and never in production by default', () => {
    expect(decideDemoSeeding({ isProduction: false, seedDemoData: true })).toEqual({ seed: true });
    expect(decideDemoSeeding({ isProduction: true, seedDemoData: false })).toEqual({ seed: false });
  });

  it('seeds production only when asked explicitly, and then warns', () => {
    const decision = decideDemoSeeding({ isProduction: true, seedDemoData: true });
    expect(decision.seed).toBe(true);
    expect(decision.warning).toMatch(/production/);
  });
});
