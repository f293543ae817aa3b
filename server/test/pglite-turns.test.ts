import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '../src/db/pglite';
import { copyOf, pgliteTemplate } from './support/pglite-template';
import { handOverOnNextTurn } from '../src/db/pglite-turns';

/**
 * db/pglite-turns.ts: with PGlite's one connection handed over on the next turn of the event
 * loop, the loop gets a turn (to accept and read sockets) between two waiting transactions;
 * handed over at once, every waiting transaction ran in the same turn.
 */
describe('PGlite connection handover', () => {
  let pglite: PGlite;
  let dir: string;
  // A copy of an initdb'd cluster: initdb in memory would take seconds.
  beforeAll(async () => {
    dir = copyOf(await pgliteTemplate());
    pglite = new PGlite(path.join(dir, 'pglite'));
    await pglite.waitReady;
  });
  afterAll(async () => {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Five transactions started together; 'turn' marks when a turn of the loop came (setImmediate). */
  async function order(db: Kysely<object>): Promise<string[]> {
    const events: string[] = [];
    const transactions = Array.from({ length: 5 }, (_, index) =>
      db
        .transaction()
        .execute(async (trx) => {
          await sql`select ${index}::int as i`.execute(trx);
          await sql`select 1`.execute(trx);
        })
        .then(() => events.push(`tx${index}`)),
    );
    const turns = new Promise<void>((resolve) => {
      const tick = () => {
        events.push('turn');
        if (events.filter((event) => event.startsWith('tx')).length < 5) setImmediate(tick);
        else resolve();
      };
      setImmediate(tick);
    });
    await Promise.all([...transactions, turns]);
    return events;
  }

  it('gives the event loop a turn between two holders of the connection', async () => {
    const db = new Kysely<object>({ dialect: handOverOnNextTurn(new PGliteDialect(pglite)) });
    // Runs of 'turn' (the loop idling while a transaction runs) count as one.
    const events = (await order(db)).filter(
      (event, i, all) => event !== 'turn' || all[i - 1] !== 'turn',
    );
    // Every transaction but the first waited for a turn of the loop.
    expect(events.slice(0, 9)).toEqual([
      'tx0',
      'turn',
      'tx1',
      'turn',
      'tx2',
      'turn',
      'tx3',
      'turn',
      'tx4',
    ]);
  });

  it('(control) kysely-pglite-dialect alone runs every waiting transaction in one turn', async () => {
    const db = new Kysely<object>({ dialect: new PGliteDialect(pglite) });
    const events = await order(db);
    expect(events.slice(0, 5)).toEqual(['tx0', 'tx1', 'tx2', 'tx3', 'tx4']);
  });

  it('still runs every statement, in order, and serves a query after the last release', async () => {
    const db = new Kysely<object>({ dialect: handOverOnNextTurn(new PGliteDialect(pglite)) });
    await sql`create temporary table handover (n int)`.execute(db);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => sql`insert into handover values (${n})`.execute(db)),
    );
    const { rows } = await sql<{ n: number }>`select n from handover order by n`.execute(db);
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
