import { existsSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Client, Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import {
  AUTH_CHANGED_CHANNEL,
  type AuthChangeFeed,
  AuthChanges,
  listenForAuthChanges,
  watchAuthWrites,
} from './auth-changes';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { registerDirectRunner, useNamedStatements } from './named-statements';
import { PGlite } from './pglite';
import { handOverOnNextTurn } from './pglite-turns';
import type { Database } from './schema';

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Kysely<Database>;
  /** When signed-in sessions may have changed (db/auth-changes.ts, for the session cache). */
  authChanges: AuthChangeFeed;
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

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir) lock = await acquireDataDirLock(dataDir);
  try {
    const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
    const isInitialised = pgliteDir !== undefined && existsSync(path.join(pgliteDir, 'PG_VERSION'));
    const pglite = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: isInitialised ? undefined : loadDataDir,
      serializers,
    });
    await pglite.waitReady;
    const authChanges = new AuthChanges();
    const db = new Kysely<Database>({
      dialect: watchAuthWrites(handOverOnNextTurn(new PGliteDialect(pglite)), authChanges),
    });
    // One process owns a PGlite database, and PGlite hands a notification to its listeners
    // while it reads the committing statement's answer: nothing can be missed.
    const unlisten = await pglite.listen(AUTH_CHANGED_CHANNEL, () => authChanges.changed());
    authChanges.setWatching(true);
    return {
      kind: 'pglite',
      db,
      authChanges,
      close: async () => {
        authChanges.setWatching(false);
        try {
          await unlisten().catch(() => undefined);
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
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (restart, admin kill, DROP DATABASE … FORCE
  // in tests) emits 'error' on the pool; unhandled, that would crash the process. The pool drops
  // that client and the next query opens a new connection, so logging is the right response.
  pool.on('error', (error) => {
    console.error(`[db] idle PostgreSQL connection lost: ${error.message}`);
  });
  pool.on('connect', useNamedStatements);
  const authChanges = new AuthChanges();
  const db = new Kysely<Database>({
    dialect: watchAuthWrites(new PostgresDialect({ pool }), authChanges),
  });
  registerDirectRunner(
    db,
    async (text, parameters) => (await pool.query(text, [...parameters])).rows,
  );
  // Other processes on this database change sessions too: their triggers' NOTIFY reaches us here.
  const stopListening = await listenForAuthChanges({
    createClient: () => new Client({ connectionString: url }),
    changes: authChanges,
    onStatus: (status, error) =>
      console.error(
        status === 'lost'
          ? `[db] session change listener lost (${error?.message ?? 'no reason given'}): sessions are checked in the database until it is back`
          : '[db] session change listener restored',
      ),
  });
  return {
    kind: 'postgres',
    db,
    authChanges,
    close: async () => {
      await stopListening();
      await db.destroy();
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url)
    : openPglite(config.dataDir, config.loadDataDir);
}
