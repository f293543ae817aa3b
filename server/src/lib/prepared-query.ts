import { CompiledQuery, type Compilable } from 'kysely';
import { directRunnerOf, nameStatement } from '../db/named-statements';
import type { Db } from '../db/schema';

/**
 * A query whose SQL is built and compiled once, then run with each call's parameters (Kysely's
 * builder and compiler were ~12% of the CPU of GET /applications/track under load).
 * `build` receives placeholder values and must use every one of them as a bound parameter, in
 * order, and no other parameter; the first run checks the count. The SQL is the same for PGlite and
 * PostgreSQL (one dialect), so one compilation serves every database of the process. On
 * PostgreSQL it also runs as a named prepared statement (db/named-statements.ts): parsed and
 * planned once per connection, with a plan that may ignore the parameters' values — so use it for
 * lookups by a key and for inserts, never for a filter whose selectivity depends on its value.
 * Outside a transaction on PostgreSQL it goes to the pool directly (db/named-statements.ts).
 *
 * `{ named: false }` keeps the one compilation but sends the text unnamed, so PostgreSQL plans it
 * for each call's values: for a fixed query whose best plan depends on them (the admin list's
 * LIMIT/OFFSET page, whose generic plan could sort the whole table).
 */
export function preparedQuery<Row, Params extends unknown[]>(
  build: (db: Db, ...placeholders: Params) => Compilable<Row>,
  placeholders: Params,
  { named = true }: { named?: boolean } = {},
) {
  let sql: string | undefined;
  return async (db: Db, ...params: Params): Promise<Row[]> => {
    if (sql === undefined) {
      const compiled = build(db, ...placeholders).compile();
      if (compiled.parameters.length !== placeholders.length) {
        throw new Error(
          `preparedQuery: ${compiled.parameters.length} bound parameters, expected ${placeholders.length}`,
        );
      }
      sql = compiled.sql;
      if (named) nameStatement(sql);
    }
    const direct = directRunnerOf(db);
    if (direct) return (await direct(sql, params)) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(sql, params))).rows;
  };
}
