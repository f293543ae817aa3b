import {
  CompiledQuery,
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { directRunnerOf, prepareStatement } from '../db/prepared-statements';
import type { Database, Db } from '../db/schema';

/**
 * Builds and compiles queries without a database (Kysely's documented compile-only setup): one
 * dialect, PostgreSQL's, serves PGlite and PostgreSQL alike.
 */
const compileOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A compiled-once statement: call it with a database and the parameters; `text` is its SQL. */
export interface PreparedQuery<Row, Params extends unknown[]> {
  (db: Db, ...params: Params): Promise<Row[]>;
  /** The SQL text, with $1… placeholders (the bench ceiling sends the same text). */
  readonly text: string;
  /** Whether PostgreSQL runs it as a named prepared statement. */
  readonly named: boolean;
}

/**
 * A query whose SQL is built and compiled once, when the module defining it loads, then run with
 * each call's parameters (Kysely's builder and compiler were ~12% of the CPU of
 * GET /applications/track under load). `build` receives placeholder values and must use every
 * one of them as a bound parameter, in order, and no other parameter (checked at compilation).
 * On PostgreSQL it also runs as a named prepared statement (db/prepared-statements.ts): parsed and
 * planned once per connection, with a plan that may ignore the parameters' values — so use it for
 * lookups by a key and for inserts, never for a filter whose selectivity depends on its value.
 * Outside a transaction on PostgreSQL it goes to the pool directly (db/prepared-statements.ts).
 *
 * `{ named: false }` keeps the one compilation but sends the text unnamed, so PostgreSQL plans it
 * for each call's values: for a fixed query whose best plan depends on them (the admin list's
 * LIMIT/OFFSET page, whose generic plan could sort the whole table).
 */
export function preparedQuery<Row, Params extends unknown[]>(
  build: (db: Db, ...placeholders: Params) => Compilable<Row>,
  placeholders: Params,
  { named = true }: { named?: boolean } = {},
): PreparedQuery<Row, Params> {
  const compiled = build(compileOnly, ...placeholders).compile();
  if (compiled.parameters.length !== placeholders.length) {
    throw new Error(
      `preparedQuery: ${compiled.parameters.length} bound parameters, expected ${placeholders.length}`,
    );
  }
  const text = compiled.sql;
  if (named) prepareStatement(text);
  const run = async (db: Db, ...params: Params): Promise<Row[]> => {
    const direct = directRunnerOf(db);
    if (direct) return (await direct(text, params)) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, params))).rows;
  };
  return Object.assign(run, { text, named });
}
