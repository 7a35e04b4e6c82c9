import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '@autolicit/test-support';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password';

describe('verifyPassword', () => {
  it("accepts the factories' shared hash of the test password", async () => {
    expect(await verifyPassword(TEST_PASSWORD_HASH, TEST_PASSWORD)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD_HASH, `${TEST_PASSWORD}!`)).toBe(false);
  });
});
