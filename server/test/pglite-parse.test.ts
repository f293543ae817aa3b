import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '../src/db/pglite';
import { copyOf, pgliteTemplate } from './support/pglite-template';

/**
 * patches/@electric-sql+pglite+0.4.6.patch (applied by patch-package at `npm install`): PGlite
 * 0.4.6 copied its whole table of type parsers on every query; patched, it copies only for a
 * query that brings parsers of its own.
 */
describe('PGlite result parsing (patches/@electric-sql+pglite+0.4.6.patch)', () => {
  let db: PGlite;
  let dir: string;
  // A copy of an initdb'd cluster: initdb in memory would take seconds.
  beforeAll(async () => {
    dir = copyOf(await pgliteTemplate());
    db = new PGlite(path.join(dir, 'pglite'));
    await db.waitReady;
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not copy the parser table for a query without parsers of its own', async () => {
    const table = db.parsers;
    let copies = 0;
    // Spreading an object lists its keys: a Proxy counts how often the table is spread.
    db.parsers = new Proxy(table, {
      ownKeys(target) {
        copies += 1;
        return Reflect.ownKeys(target);
      },
    });
    try {
      for (let i = 0; i < 5; i += 1) await db.query('SELECT $1::int AS n', [i]);
      expect(copies).toBe(0);
      await db.query('SELECT 1::int AS n', [], { parsers: { 23: (value: string) => value } });
      expect(copies).toBe(1);
    } finally {
      db.parsers = table;
    }
  });

  it('parses every type as before, and a query’s own parsers apply to that query only', async () => {
    const row = async (parsers?: Record<number, (value: string) => unknown>) =>
      (
        await db.query<Record<string, unknown>>(
          `SELECT 42::int AS int, 9007199254740993::int8 AS big, 't'::bool AS yes,
                  '{"a":[1,2]}'::jsonb AS doc, '2026-11-26T10:00:00Z'::timestamptz AS at,
                  ARRAY['x','y']::text[] AS list, 'plain'::text AS text, NULL::int AS nothing`,
          [],
          parsers ? { parsers } : undefined,
        )
      ).rows[0];
    const expected = {
      int: 42,
      big: 9007199254740993n,
      yes: true,
      doc: { a: [1, 2] },
      at: new Date('2026-11-26T10:00:00Z'),
      list: ['x', 'y'],
      text: 'plain',
      nothing: null,
    };
    expect(await row()).toEqual(expected);
    expect(await row({ 23: (value) => `int ${value}` })).toEqual({ ...expected, int: 'int 42' });
    // The query's parser did not stay in the instance's table.
    expect(await row()).toEqual(expected);
  });
});
