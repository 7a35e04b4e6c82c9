import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Distinct statement texts a process names at most, per prefix. Each pooled connection keeps a
 * named statement and its plan until it closes — ~196 KiB for the decision read, ~263 KiB for
 * the write (bench/prepared-statement-memory.ts) — so the count must stay bounded however varied
 * the texts are (a burst's VALUES lists vary with its size): at most ~3.6 MiB per connection for
 * the bid statements. Texts beyond the cap run unnamed, as before.
 */
export const MAX_NAMED_STATEMENTS = 8;

// Renders SQL exactly as the database's own dialect does (no casing configured; see openDatabase).
const dialect = new PgDialect();

/**
 * Names statement texts: the same text always gets the same name, different texts different names,
 * and after `max` distinct texts of a prefix its new ones get none (they run unnamed).
 */
export function createStatementNamer(max: number): (prefix: string, text: string) => string | undefined {
  const namesByPrefix = new Map<string, Set<string>>();
  return (prefix, text) => {
    const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    let names = namesByPrefix.get(prefix);
    if (names === undefined) namesByPrefix.set(prefix, (names = new Set()));
    if (names.has(name)) return name;
    if (names.size >= max) return undefined;
    names.add(name);
    return name;
  };
}

const nameStatement = createStatementNamer(MAX_NAMED_STATEMENTS);

/**
 * Runs `statement` as a named prepared statement: PostgreSQL parses and plans a text once per
 * connection, then only binds and executes it. For the hot bid write (a seven-part statement)
 * planning was about half of PostgreSQL's CPU per accepted bid (docs/benchmarks.md, issue 14).
 * The name comes from the rendered text, so texts that differ (another number of rows in a VALUES
 * list) are different statements and a name can never stand for two texts on one connection.
 * On PGlite the name is ignored and the statement runs as usual. Resolves to what `db.execute`
 * would.
 */
export function executeNamed(db: Executor, prefix: string, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  return db._.session.prepareQuery(query, undefined, nameStatement(prefix, query.sql), false).execute();
}

/** A drizzle select (or other builder) that can render its text and run under a name. */
interface NameableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
}

/**
 * Runs a drizzle query builder as a named prepared statement, like {@link executeNamed}, keeping
 * the builder's typed result. Its values are bound at each call.
 */
export function runNamed<T>(query: NameableQuery<T>, prefix: string): Promise<T> {
  const name = nameStatement(prefix, query.toSQL().sql);
  return name === undefined ? query.execute() : query.prepare(name).execute();
}
