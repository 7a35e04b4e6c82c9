import { describe, expect, it } from 'vitest';
import { registerInputSchema, resetPasswordFormSchema, simpleRegisterFormSchema } from './auth.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('reset password form', () => {
  it('accepts matching passwords of 8 characters or more', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'Parola-123', confirmPassword: 'Parola-123' }).success).toBe(
      true,
    );
  });
  it('asks for 8 characters, the confirmation, and a match on the confirmation field', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual([
      ['password', 'password.min'],
    ]);
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'Parola-123', confirmPassword: '' }))).toEqual([
      ['confirmPassword', 'password.confirmRequired'],
    ]);
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'Parola-123', confirmPassword: 'Parola-124' })),
    ).toEqual([['confirmPassword', 'password.mismatch']]);
  });
});

describe('register input', () => {
  const individual = {
    email: 'ana@example.com',
    password: 'Parola-123',
    entityType: 'individual',
    firstName: 'Ana',
    lastName: 'Pop',
    cnp: '1960529460051',
    individualAddress: 'Str. Lungă 1, Brașov',
    individualPhone: '0722123456',
  };
  it('gives the catch-all message for a missing entity field and its own for a wrong one', () => {
    expect(messages(registerInputSchema.safeParse({ ...individual, cnp: undefined }))).toEqual([
      ['cnp', 'auth.entityFieldsRequired'],
    ]);
    expect(messages(registerInputSchema.safeParse({ ...individual, cnp: '123' }))).toEqual([['cnp', 'auth.cnpLength']]);
  });
});

describe('simple register form', () => {
  const form = {
    firstName: 'Ana',
    lastName: 'Pop',
    email: 'ana@example.com',
    password: 'Parola-123',
    entityType: 'individual',
  };
  it("refuses what the server's register input refuses: names under 2 characters, passwords under 8", () => {
    const short = { ...form, firstName: 'A', lastName: ' P ', password: 'secret' };
    expect(messages(simpleRegisterFormSchema.safeParse(short))).toEqual([
      ['firstName', 'auth.firstNameMin'],
      ['lastName', 'auth.lastNameMin'],
      ['password', 'password.min'],
    ]);
    expect(
      messages(
        registerInputSchema.safeParse({
          ...short,
          cnp: '1960529460051',
          individualAddress: 'Str. Lungă 1, Brașov',
          individualPhone: '0722123456',
        }),
      ),
    ).toEqual([
      ['password', 'password.min'],
      ['firstName', 'auth.firstNameMin'],
      ['lastName', 'auth.lastNameMin'],
    ]);
    expect(simpleRegisterFormSchema.safeParse(form).success).toBe(true);
  });
});
