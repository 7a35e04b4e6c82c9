import { type ValidationMessageKey, isValidationMessageKey } from '@autolicit/shared';
import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Parses input with a shared schema. The first issue becomes a ValidationError carrying the
 * spec's message; issues without a catalogue key (a wrong JSON type, say) name the field.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const params = {
    field,
    ...('params' in issue && issue.params ? (issue.params as Record<string, string | number>) : {}),
  };
  const key: ValidationMessageKey = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalidField';
  throw new ValidationError(key, params, field);
}
