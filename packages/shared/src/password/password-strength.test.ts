import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './password-strength';

describe('password strength', () => {
  it.each([
    '12345678',
    'password123',
    'qwertyuiop',
    'Password1!',
    'iloveyou2024',
    'bucuresti',
    'P@ssw0rd2026',
    'aaaaaaaaaaaa',
    'abcdefgh1234',
  ])('refuses the guessable %j', async (password) => {
    expect((await estimatePasswordStrength(password)).isStrongEnough).toBe(false);
  });

  it.each(['Parola-Sigura-2026', 'tramvai verde sub podul de fier', 'x7#Kq9!vTz2m', 'cal-mare-tobă-zăpadă-42'])(
    'accepts the strong %j',
    async (password) => {
      expect((await estimatePasswordStrength(password)).isStrongEnough).toBe(true);
    },
  );

  it("refuses a password made of the account's own data", async () => {
    expect(
      (await estimatePasswordStrength('Ionescu1987!', ['mihai.ionescu@example.ro', 'Mihai', 'Ionescu'])).isStrongEnough,
    ).toBe(false);
    // The same password from a stranger is fine: what weakens it is whose it is.
    expect((await estimatePasswordStrength('Ionescu1987!')).isStrongEnough).toBe(true);
  });

  it('takes a 128-character passphrase', async () => {
    const passphrase =
      'munte albastru cu ceață dimineața devreme când trenul de noapte trece prin gara mică de lângă pădurea de fag a bunicilor'.padEnd(
        128,
        '!',
      );
    expect(passphrase.length).toBe(128);
    expect((await estimatePasswordStrength(passphrase)).isStrongEnough).toBe(true);
  });
});
