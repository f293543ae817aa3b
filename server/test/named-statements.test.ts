import { Pool } from 'pg';
import { nameStatement, statementName, useNamedStatements } from '../src/db/named-statements';

describe('named prepared statements (PostgreSQL)', () => {
  it('names the texts registered by preparedQuery, and nothing else however often it runs', () => {
    const text = 'select * from institutions where id = $1 /* named at once */';
    nameStatement(text);
    expect(statementName(text)).toMatch(/^rg_[0-9a-f]{24}$/);
    nameStatement(text);
    expect(statementName(text)).toBe(statementName(text));
    // a filter is planned for its values every time: never named
    const filter = 'select id from application_copies where lower(purpose) = $1 /* filter */';
    for (let i = 0; i < 10; i += 1) expect(statementName(filter)).toBeUndefined();
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)(
    'prepares a registered statement once on the connection, runs the rest unnamed',
    async () => {
      const pool = new Pool({ connectionString: url, max: 1 });
      pool.on('connect', useNamedStatements);
      try {
        const text = 'select $1::int + 1 as n /* named-statements pg test */';
        nameStatement(text);
        for (const value of [1, 2, 3]) {
          expect((await pool.query(text, [value])).rows).toEqual([{ n: value + 1 }]);
          expect((await pool.query('select $1::int * 2 as n', [value])).rows).toEqual([
            { n: value * 2 },
          ]);
        }
        const { rows } = await pool.query<{ name: string; statement: string }>(
          'select name, statement from pg_prepared_statements',
        );
        expect(rows).toEqual([{ name: statementName(text), statement: text }]);
      } finally {
        await pool.end();
      }
    },
  );
});
