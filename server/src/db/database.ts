import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool, types } from 'pg';
import type { DatabaseConfig } from '../config';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { PreparingPool, registerDirectRunner } from './prepared-statements';
import { PGlite } from './pglite';
import { handOverOnNextTurn } from './pglite-turns';
import type { Database } from './schema';

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Kysely<Database>;
  /** Flushes (PGlite: CHECKPOINT), closes the connection(s) and releases the data-dir lock. */
  close(): Promise<void>;
}

/** timestamptz, timestamp, date: PGlite checks `instanceof Date`, which fails across JS realms (Jest). */
const DATE_OIDS = [1184, 1114, 1082];
const serializeDate = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof (value as Date | null)?.toISOString === 'function')
    return (value as Date).toISOString();
  throw new Error('Invalid input for date type');
};
const serializers = Object.fromEntries(DATE_OIDS.map((oid) => [oid, serializeDate]));

/**
 * A `date` is a calendar day, read as its 'YYYY-MM-DD' text: both drivers would otherwise make it
 * a Date at midnight of the process's own zone, a different instant on every machine.
 */
const DATE_OID = 1082;
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? asText : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/**
 * A restore stopped between moving the old database aside and putting the restored one in its
 * place leaves no database: starting would make an empty one and a new administrator. Refuse, and
 * say which folder to put back.
 */
function refuseInterruptedRestore(dataDir: string) {
  if (existsSync(path.join(dataDir, 'pglite'))) return;
  const left = readdirSync(dataDir).filter((name) =>
    /^pglite\.(restoring|before-restore)-/.test(name),
  );
  if (left.length === 0) return;
  throw new Error(
    `A restore into ${dataDir} did not finish: there is no database, but ${left.join(', ')}. ` +
      'Rename pglite.restoring-… (the restored database, already checked) or ' +
      'pglite.before-restore-… (the one it replaced) to pglite, then start again.',
  );
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir) lock = await acquireDataDirLock(dataDir);
  try {
    if (dataDir) refuseInterruptedRestore(dataDir);
    const pglite = new PGlite({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      serializers,
      parsers: { [DATE_OID]: asText },
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({
      dialect: handOverOnNextTurn(new PGliteDialect(pglite)),
    });
    return {
      kind: 'pglite',
      db,
      close: async () => {
        try {
          // fsync is off in PGlite: CHECKPOINT writes everything to the data files before closing.
          if (dataDir) await sql`CHECKPOINT`.execute(db);
        } finally {
          await db.destroy();
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10, types: pgTypes });
  // An idle client whose connection the server ends (restart, admin kill, DROP DATABASE … FORCE
  // in tests) emits 'error' on the pool; unhandled, that would crash the process. The pool drops
  // that client and the next query opens a new connection, so logging is the right response.
  pool.on('error', (error) => {
    console.error(`[db] idle PostgreSQL connection lost: ${error.message}`);
  });
  // The same loss while a client is checked out (a query in flight when PostgreSQL restarts)
  // fails that query, which answers for it; the client's 'error' event must not crash the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error(`[db] PostgreSQL connection lost during a query: ${error.message}`);
    });
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PreparingPool(pool) }),
  });
  registerDirectRunner(db, pool);
  return { kind: 'postgres', db, close: () => db.destroy() };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
