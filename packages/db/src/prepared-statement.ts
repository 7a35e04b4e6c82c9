import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** What a drizzle builder's `.prepare(name)` (or a session's `prepareQuery`) returns. */
export interface PreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Runs a statement defined once with its values for this call. */
export type PreparedStatementRunner<T> = (db: Executor, values: Record<string, unknown>) => Promise<T>;

// A name stands for one text on a connection (node-postgres refuses a second text under it).
const definedNames = new Set<string>();

// Renders SQL exactly as the database's own dialect does (no casing configured; see openDatabase).
const dialect = new PgDialect();

/**
 * A statement of the hot bid path, with one fixed text whose values are `sql.placeholder()`s: its
 * text is rendered once per executor (not per call) and runs as the named prepared statement
 * `name`, so PostgreSQL parses and plans it once per connection and afterwards only binds and
 * executes it. Lists travel as one JSON value (`json_to_recordset`), so the text does not grow
 * with them and each name keeps one plan per connection (~0.2–0.4 MiB; docs/decisions.md). On
 * PGlite the name is ignored and the statement runs as usual. Throws if `name` is defined twice.
 */
export function definePreparedStatement<T>(
  name: string,
  prepare: (db: Executor, name: string) => PreparedQuery<T>,
): PreparedStatementRunner<T> {
  if (definedNames.has(name)) throw new Error(`prepared statement "${name}" is defined twice`);
  definedNames.add(name);
  // Per executor: a prepared query is bound to its database (pool) or transaction.
  const byExecutor = new WeakMap<Executor, PreparedQuery<T>>();
  return (db, values) => {
    let prepared = byExecutor.get(db);
    if (prepared === undefined) byExecutor.set(db, (prepared = prepare(db, name)));
    return prepared.execute(values);
  };
}

/** Prepares raw SQL (with placeholders) on `db`'s session: rows come back as the driver gives them. */
export function prepareRawStatement(db: Executor, name: string, statement: SQL): PreparedQuery<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}
