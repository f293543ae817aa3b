import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import {
  PreparingPool,
  prepareStatement,
  queryConfig,
  statementName,
} from '../src/db/prepared-statements';

describe('named prepared statements (PostgreSQL)', () => {
  it('names the texts registered by preparedQuery, and nothing else however often it runs', () => {
    const text = 'select * from institutions where id = $1 /* named at once */';
    prepareStatement(text);
    expect(statementName(text)).toMatch(/^rg_[0-9a-f]{24}$/);
    prepareStatement(text);
    expect(statementName(text)).toBe(statementName(text));
    expect(queryConfig(text, [1])).toEqual({ name: statementName(text), text, values: [1] });
    // a filter is planned for its values every time: never named
    const filter = 'select id from application_copies where lower(purpose) = $1 /* filter */';
    for (let i = 0; i < 10; i += 1) expect(statementName(filter)).toBeUndefined();
    expect(queryConfig(filter, ['x'])).toEqual({ text: filter, values: ['x'] });
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)(
    'prepares a registered statement once on the connection, in a transaction too; the rest unnamed',
    async () => {
      const db = new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: new PreparingPool(new Pool({ connectionString: url, max: 1 })),
        }),
      });
      try {
        const text = 'select $1::int + 1 as n /* prepared-statements pg test */';
        prepareStatement(text);
        for (const value of [1, 2, 3]) {
          expect((await db.executeQuery(CompiledQuery.raw(text, [value]))).rows).toEqual([
            { n: value + 1 },
          ]);
          expect((await sql`select ${value}::int * 2 as n`.execute(db)).rows).toEqual([
            { n: value * 2 },
          ]);
        }
        await db.transaction().execute(async (trx) => {
          expect((await trx.executeQuery(CompiledQuery.raw(text, [4]))).rows).toEqual([{ n: 5 }]);
        });
        const { rows } = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(db);
        expect(rows).toEqual([{ name: statementName(text), statement: text }]);
      } finally {
        await db.destroy();
      }
    },
  );
});
