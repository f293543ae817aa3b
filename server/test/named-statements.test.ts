import { Pool } from 'pg';
import { nameStatement, statementName, useNamedStatements } from '../src/db/named-statements';

describe('named prepared statements (PostgreSQL)', () => {
  it('names a parameterised statement the second time it runs, never a script or a text without parameters', () => {
    const select = 'select id from graduates where matric_number = $1 /* named-statements test */';
    expect(statementName(select)).toBeUndefined();
    const name = statementName(select);
    expect(name).toMatch(/^rg_[0-9a-f]{24}$/);
    expect(statementName(select)).toBe(name);

    const script = 'update a set b = $1; update c set d = 1 /* named-statements test */';
    statementName(script);
    expect(statementName(script)).toBeUndefined();
    const constant = 'select 1 /* named-statements test */';
    statementName(constant);
    expect(statementName(constant)).toBeUndefined();
    const begin = 'begin';
    statementName(begin);
    expect(statementName(begin)).toBeUndefined();
  });

  it('names a fixed hot-path text at once', () => {
    const text = 'select * from institutions where id = $1 /* named at once */';
    nameStatement(text);
    expect(statementName(text)).toMatch(/^rg_/);
  });

  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)(
    'prepares the statement once on the connection and keeps answering',
    async () => {
      const pool = new Pool({ connectionString: url, max: 1 });
      pool.on('connect', useNamedStatements);
      try {
        const text = 'select $1::int + 1 as n /* named-statements pg test */';
        for (const value of [1, 2, 3]) {
          const { rows } = await pool.query(text, [value]);
          expect(rows).toEqual([{ n: value + 1 }]);
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
