import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

/**
 * Named prepared statements on PostgreSQL for the fixed texts of the hot paths (registered by
 * lib/prepared-query.ts): parsed and planned once per connection, then only bound and executed.
 * Parsing and planning is most of PostgreSQL's work for a short query (issue 9: the track query
 * ran at 7,400/s unprepared and 27,500/s prepared in pgbench on this machine).
 *
 * Only those texts, not every repeated one: after five executions PostgreSQL may keep a generic
 * plan, chosen without the parameters' values. That is right for a lookup by a key (a tracking id,
 * a matric number, an insert) and wrong for a filter on skewed data: the admin list filtered by a
 * rare purpose went from 12 ms to 520 ms at 1,000,000 applications when it was prepared
 * (bench:growth). So preparedQuery is for key lookups and inserts only.
 * PGlite runs every query in-process and needs none of this.
 */
const names = new Map<string, string>();

/** Runs `sql` (one fixed statement) as a named prepared statement from now on. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) {
    names.set(sql, `rg_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
  }
}

/** The name to run `sql` under, or undefined: run it unnamed. */
export const statementName = (sql: string): string | undefined => names.get(sql);

type Query = (...args: unknown[]) => unknown;

/**
 * Makes `client` run the registered texts as named prepared statements (prepared on the
 * connection's first use, then only bound and executed). For the pool's 'connect' event.
 */
export function useNamedStatements(client: PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text, ...rest) => {
    const name = typeof text === 'string' ? statementName(text) : undefined;
    if (!name) return query(text, ...rest);
    const [values, ...callback] = rest;
    return query({ name, text, values: values ?? [] }, ...callback);
  };
}

/** Runs one statement with its parameters on a pool, outside any transaction; resolves its rows. */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const directRunners = new WeakMap<object, DirectRunner>();

/**
 * Lets lib/prepared-query.ts send its statements for `db` (the root Kysely instance of a
 * PostgreSQL pool) straight to the pool: the same connection checkout and named statement, without
 * Kysely's executor and connection provider around it (issue 9: ~5 µs per call). A transaction is
 * another Kysely instance, so its statements still run on its own connection.
 */
export function registerDirectRunner(db: object, runner: DirectRunner): void {
  directRunners.set(db, runner);
}

export const directRunnerOf = (db: object): DirectRunner | undefined => directRunners.get(db);
