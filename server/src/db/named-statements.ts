import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

/**
 * Named prepared statements on PostgreSQL: a query text the server runs again and again is parsed
 * and planned once per connection, then only bound and executed. Parsing and planning is most of
 * PostgreSQL's work for a short query (issue 9: the track query ran at 7,400/s unprepared and
 * 27,000/s prepared in pgbench on this machine), as drivers such as pgx and postgres.js do by
 * default.
 *
 * A text gets a name the second time it is seen (lib/prepared-query.ts names its fixed hot-path
 * texts at once), if it is one parameterised statement (no `;`: migrations and scripts run as
 * given) and fewer than MAX_NAMED texts have names, so each connection holds a bounded set.
 * PGlite runs every query in-process and needs none of this.
 */
const MAX_NAMED = 500;
const MAX_COUNTED = 5000;
const STATEMENT = /^\s*(select|insert|update|delete|with)\b[^;]*\$1\b[^;]*$/is;

const names = new Map<string, string>();
const seen = new Set<string>();

const nameOf = (sql: string) => `rg_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/** Names `sql` now (a fixed text of a hot path). */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, nameOf(sql));
}

/** The name to run `sql` under, or undefined: run it unnamed. */
export function statementName(sql: string): string | undefined {
  const name = names.get(sql);
  if (name !== undefined) return name;
  if (names.size >= MAX_NAMED || !STATEMENT.test(sql)) return undefined;
  if (!seen.has(sql)) {
    if (seen.size < MAX_COUNTED) seen.add(sql);
    return undefined;
  }
  seen.delete(sql);
  nameStatement(sql);
  return names.get(sql);
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes `client` run repeated statements as named prepared statements (prepared on the
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
