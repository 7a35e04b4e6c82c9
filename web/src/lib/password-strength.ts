import { MIN_PASSWORD_LENGTH } from '@autolicit/shared';
import { estimatePasswordStrength } from '@autolicit/shared/password';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Adds the server's password rule (no common, leaked-pattern or self-derived passwords) to a
 * form's resolver, so the password field says so before submit — even while other fields are
 * still wrong, which a schema-level refinement would wait for. The estimator and its word lists
 * are a chunk of their own, fetched the first time a password is checked; the server checks again.
 */
export function withPasswordStrength<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  accountFields: readonly string[] = [],
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values.password;
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH || 'password' in result.errors)
      return result;
    const accountData = accountFields
      .map((field): unknown => values[field])
      .filter((value): value is string => typeof value === 'string');
    if ((await estimatePasswordStrength(password, accountData)).isStrongEnough) return result;
    // The generic FieldErrors type cannot know that these values have a password field.
    const errors = { ...result.errors, password: { type: 'weak', message: 'password.weak' } } as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
