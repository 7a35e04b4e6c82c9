import type { RequestHandler } from 'express';
import { ValidationError } from '../errors';

/**
 * NUL and the other C0 control characters (and DEL) have no place in any field we take: PostgreSQL
 * refuses NUL in text outright, and the rest only hide text from people reading it. Tab, line feed
 * and carriage return stay allowed (descriptions have lines).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deeper than any request we define; deeper input is left to the route's own schema. */
const MAX_DEPTH = 8;

/** The path of the first field holding a control character (in a key or a value), or null. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return path || 'body';
    const found = findControlCharacter(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A 400 naming the field, for the query string and the JSON body of every API request. */
export const rejectControlCharacters: RequestHandler = (req, _res, next) => {
  const field = findControlCharacter(req.query) ?? findControlCharacter(req.body);
  next(field === null ? undefined : new ValidationError('validation.controlCharacters', { field }, field));
};
