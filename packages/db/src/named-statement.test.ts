import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './named-statement';

describe('createStatementNamer', () => {
  it('names a text the same way every time and different texts differently, within a PostgreSQL identifier', () => {
    const name = createStatementNamer(10);
    const first = name('bid_write', 'select $1');
    expect(first).toMatch(/^bid_write_[\w-]{20}$/);
    expect(first!.length).toBeLessThanOrEqual(63);
    expect(name('bid_write', 'select $1')).toBe(first);
    expect(name('bid_write', 'select $1, $2')).not.toBe(first);
    expect(name('outbox_delete', 'select $1')).not.toBe(first);
  });

  it('names no new text of a prefix once it has named its share, and keeps the names it gave', () => {
    const name = createStatementNamer(2);
    const a = name('q', 'a');
    const b = name('q', 'b');
    expect([a, b].every((n) => typeof n === 'string')).toBe(true);
    expect(name('q', 'c')).toBeUndefined();
    expect(name('q', 'a')).toBe(a);
    expect(name('q', 'b')).toBe(b);
    // Another prefix has a share of its own.
    expect(name('r', 'c')).toMatch(/^r_/);
  });
});
