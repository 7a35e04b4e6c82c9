import type { ValidationMessageKey } from '@autolicit/shared';
import { z } from 'zod';
import { NotFoundError } from './errors';

const uuid = z.uuid();

/** A malformed id in a path names nothing: 404, never a database cast error. */
export function parseIdParam(value: string | string[] | undefined, notFoundKey: ValidationMessageKey): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new NotFoundError(notFoundKey);
  return parsed.data.toLowerCase();
}

const pageSchema = z.object({
  limit: z.preprocess(
    (v) => v ?? '50',
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(100)),
  ),
  offset: z.preprocess(
    (v) => v ?? '0',
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ),
});
export type Page = z.output<typeof pageSchema>;
export { pageSchema };
