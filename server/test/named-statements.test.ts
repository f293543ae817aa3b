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

describe('preparedQuery on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  (url ? it : it.skip)(
    'goes to the pool outside a transaction and stays on the transaction’s connection inside one',
    async () => {
      const { openDatabase } = await import('../src/db/database');
      const { preparedQuery } = await import('../src/lib/prepared-query');
      const { sql } = await import('kysely');
      const handle = await openDatabase({ kind: 'postgres', url: url! });
      const table = `prepared_query_${process.pid}`;
      try {
        await sql.raw(`create table ${table} (id int primary key)`).execute(handle.db);
        const count = preparedQuery(
          (db, min: number) =>
            db
              .selectFrom(sql.table(table).as('t'))
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where(sql.ref('id'), '>=', min),
          [0],
        );
        expect(await count(handle.db, 0)).toEqual([{ n: '0' }]);
        // Inside: the uncommitted row is seen, so the statement ran on the transaction's connection.
        await handle.db
          .transaction()
          .execute(async (trx) => {
            await sql.raw(`insert into ${table} values (1)`).execute(trx);
            expect(await count(trx, 0)).toEqual([{ n: '1' }]);
            expect(await count(handle.db, 0)).toEqual([{ n: '0' }]);
            throw new Error('roll back');
          })
          .catch((error: Error) => expect(error.message).toBe('roll back'));
        expect(await count(handle.db, 0)).toEqual([{ n: '0' }]);
      } finally {
        await sql.raw(`drop table if exists ${table}`).execute(handle.db);
        await handle.close();
      }
    },
  );
});
