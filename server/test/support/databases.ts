import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import {
  copyOf,
  isAlive,
  migrationsDigest,
  pgliteMigratedTemplate,
  pgliteTemplate,
} from './pglite-template';
import {
  buildPgliteSeededTemplate,
  seedAsFirstStart,
  type SeededTemplate,
  seededTemplate,
} from './seeded-template';

/** A database a test file owns: created fresh, dropped at the end. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A database as the first start leaves it, with the first administrator's credentials. */
export interface SeededTestDatabase extends TestDatabase {
  admin: SeededTemplate['admin'];
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A new database with every migration applied and nothing seeded (the app seeds it). */
  create(): Promise<TestDatabase>;
  /** A new database as the server's first start leaves it (seeded-template.ts). */
  createSeeded(): Promise<SeededTestDatabase>;
  /** A new empty database: no migration applied (tests of migrating from an older schema). */
  createEmpty(): Promise<TestDatabase>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

async function withAdminClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

const dropper = (name: string) => async () => {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
};

/** Test databases are named `registrar_<purpose>_<pid>_<random>`: the process that made them. */
const testDatabaseName = /^registrar_(?:test|seeded)_(\d+)_[0-9a-f]+$/;

/**
 * A new database on the TEST_DATABASE_URL server, named uniquely, dropped with FORCE. Empty
 * unless `template` names a database to copy (CREATE DATABASE … TEMPLATE).
 */
export async function createPostgresDatabase(
  template?: string,
  purpose: 'test' | 'seeded' = 'test',
): Promise<TestDatabase & { name: string }> {
  const name = `registrar_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return { name, config: { kind: 'postgres', url: databaseUrl(name) }, drop: dropper(name) };
}

/**
 * Drops the test databases of processes that ended without dropping them (a killed run): named by
 * a process not running on this machine, and with no one connected. A database in use (a run on
 * another machine sharing the server) is left alone.
 */
export async function dropStalePostgresDatabases(): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'registrar\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(testDatabaseName.exec(datname)?.[1]);
      if (!pid || isAlive(pid)) continue;
      // Without FORCE: PostgreSQL refuses to drop a database someone is connected to.
      await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
  });
}

/** Drops a database this run made (global-teardown.ts). */
export const dropPostgresDatabase = (name: string) => dropper(name)();

/** The migrated PostgreSQL template, seeded as on first start. */
export async function buildPostgresSeededTemplate(): Promise<SeededTemplate> {
  const database = await createPostgresDatabase(await postgresMigratedTemplate(), 'seeded');
  return { source: database.name, admin: await seedAsFirstStart(database.config) };
}

/**
 * The name of a database on the TEST_DATABASE_URL server with every migration applied, built
 * once per migration digest (see pglite-template.ts) and kept for later runs; every test file's
 * PostgreSQL database is a copy of it, which takes a fraction of running the migrations.
 *
 * Built under an advisory lock (concurrent Jest workers and runs build it once) in a database of
 * its own, then renamed into place, so no one copies a half-migrated one. Nothing ever connects
 * to it by its final name: CREATE DATABASE … TEMPLATE refuses a template with open connections.
 */
export async function postgresMigratedTemplate(): Promise<string> {
  const name = `registrar_template_${migrationsDigest()}`;
  const exists = (client: Client) =>
    client
      .query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      .then((result) => result.rowCount === 1);
  await withAdminClient(async (client) => {
    if (await exists(client)) return;
    await client.query("SELECT pg_advisory_lock(hashtext('registrar_template'))");
    try {
      if (await exists(client)) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(building) });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      // A closed connection's server process may still be ending: retry until it has.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('registrar_template'))");
    }
  });
  return name;
}

/** A PGlite data directory copied from `template`, removed on drop. */
function pgliteDatabase(template: string): TestDatabase {
  const dir = copyOf(template);
  return {
    config: { kind: 'pglite', dataDir: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  create: async () => pgliteDatabase(await pgliteMigratedTemplate()),
  createSeeded: async () => {
    const template = await seededTemplate('pglite', buildPgliteSeededTemplate);
    return { ...pgliteDatabase(template.source), admin: template.admin };
  },
  createEmpty: async () => pgliteDatabase(await pgliteTemplate()),
};

const postgres: DatabaseTarget = {
  name: 'postgres',
  create: async () => createPostgresDatabase(await postgresMigratedTemplate()),
  createSeeded: async () => {
    const template = await seededTemplate('postgres', buildPostgresSeededTemplate);
    return { ...(await createPostgresDatabase(template.source)), admin: template.admin };
  },
  createEmpty: () => createPostgresDatabase(),
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets = (): DatabaseTarget[] => (adminUrl ? [pglite, postgres] : [pglite]);

/**
 * One database, for tests whose subject lies above the database: the HTTP layer (headers, static
 * files, first paint, answers given before routing, the access log, error shapes, links), what
 * every endpoint refuses (bad input, mass assignment, uploads), who may call what (the
 * authorization matrix, the audit of refusals, the second factor), what an answer or a log line
 * may show (redaction), and what a rendered PDF shows (its QR codes). What they store or read is
 * tested on every database by the tests of the features that own it. PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh database starts in about half the time of a PGlite copy, and
 * its queries run natively), else the embedded default.
 */
export const oneDatabaseTarget = (): DatabaseTarget[] => (adminUrl ? [postgres] : [pglite]);
