import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { definePreparedStatement } from './prepared-statement';

describe('definePreparedStatement', () => {
  it("prepares once per executor under its name, and binds each call's values", async () => {
    const name = `t_${randomUUID().slice(0, 8)}`;
    const prepared: { executor: string; name: string }[] = [];
    const run = definePreparedStatement(name, (db, statementName) => {
      const executor = (db as unknown as { label: string }).label;
      prepared.push({ executor, name: statementName });
      return { execute: async (values?: Record<string, unknown>) => ({ executor, values }) };
    });
    const pool = { label: 'pool' } as unknown as Executor;
    const transaction = { label: 'transaction' } as unknown as Executor;
    expect(await run(pool, { n: 1 })).toEqual({ executor: 'pool', values: { n: 1 } });
    expect(await run(pool, { n: 2 })).toEqual({ executor: 'pool', values: { n: 2 } });
    expect(await run(transaction, { n: 3 })).toEqual({ executor: 'transaction', values: { n: 3 } });
    expect(prepared).toEqual([
      { executor: 'pool', name },
      { executor: 'transaction', name },
    ]);
  });

  it('refuses a name defined twice: on a connection a name stands for one text', () => {
    const name = `t_${randomUUID().slice(0, 8)}`;
    const prepare = () => ({ execute: async () => undefined });
    definePreparedStatement(name, prepare);
    expect(() => definePreparedStatement(name, prepare)).toThrow(`prepared statement "${name}" is defined twice`);
  });
});
