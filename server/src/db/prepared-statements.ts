import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient, QueryConfig } from 'pg';

/**
 * Named prepared statements on PostgreSQL (pg's documented query config `{ name, text, values }`)
 * for the fixed texts of the hot paths, registered by lib/prepared-query.ts: parsed and planned
 * once per connection, then only bound and executed. Parsing and planning is most of
 * PostgreSQL's work for a short query (the track query ran at 7,400/s unprepared and 27,500/s
 * prepared in pgbench on this machine).
 *
 * Only those texts, not every repeated one: after five executions PostgreSQL may keep a generic
 * plan, chosen without the parameters' values. That is right for a lookup by a key (a tracking id,
 * a matric number, an insert) and wrong for a filter on skewed data: the admin list filtered by a
 * rare purpose went from 12 ms to 520 ms at 1,000,000 applications when it was prepared
 * (bench:growth). PGlite runs every query in-process and needs none of this.
 */
const names = new Map<string, string>();

/** Runs `text` (one fixed statement) as a named prepared statement from now on. */
export function prepareStatement(text: string): void {
  if (!names.has(text)) {
    names.set(text, `rg_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`);
  }
}

/** The name `text` runs under, or undefined: it runs unnamed. */
export const statementName = (text: string): string | undefined => names.get(text);

/** pg's query config for `text`: named when registered. */
export function queryConfig(text: string, values: readonly unknown[]): QueryConfig {
  const name = names.get(text);
  return name ? { name, text, values: [...values] } : { text, values: [...values] };
}

/**
 * Kysely's PostgresPool (the documented `pool` of its PostgresDialect) over a pg Pool: a
 * statement Kysely sends runs through queryConfig, so a registered text is a named prepared
 * statement inside transactions too. Cursors (Kysely's streaming) pass through unchanged.
 */
export class PreparingPool implements PostgresPool {
  /** One wrapper per pg client, so Kysely's per-client connection objects are reused. */
  private readonly clients = new WeakMap<PoolClient, PostgresPoolClient>();

  constructor(private readonly pool: Pool) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    let wrapped = this.clients.get(client);
    if (!wrapped) {
      wrapped = {
        query: ((textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) =>
          typeof textOrCursor === 'string'
            ? client.query(queryConfig(textOrCursor, values ?? []))
            : client.query(textOrCursor as never)) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      this.clients.set(client, wrapped);
    }
    return wrapped;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/** Runs one statement with its parameters on a pool, outside any transaction; resolves its rows. */
export type DirectRunner = (text: string, values: readonly unknown[]) => Promise<unknown[]>;

const directRunners = new WeakMap<object, DirectRunner>();

/**
 * Lets lib/prepared-query.ts send its statements for `db` (the root Kysely instance of a
 * PostgreSQL pool) straight to the pool: the same named statement, without Kysely's executor and
 * connection provider around it (~5 µs per call). A transaction is another Kysely instance, so its
 * statements still run on its own connection.
 */
export function registerDirectRunner(db: object, pool: Pool): void {
  directRunners.set(
    db,
    async (text, values) =>
      (await pool.query<Record<string, unknown>>(queryConfig(text, values))).rows,
  );
}

export const directRunnerOf = (db: object): DirectRunner | undefined => directRunners.get(db);
