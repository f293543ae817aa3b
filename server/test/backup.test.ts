import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/config';
import { backupEmbedded, restoreEmbedded } from '../src/db/backup';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { openDatabase } from '../src/db/database';
import { PGlite } from '../src/db/pglite';
import { sql } from 'kysely';
import { Client } from 'pg';
import { databaseTargets } from './support/databases';

/**
 * An operator backs the database up, the data changes (a mistake, a bad import), and the backup
 * is restored: what was there at the backup is there again, every row of every table. The
 * embedded database with `npm run backup` / `npm run restore` (server/src/db/backup.ts); PostgreSQL
 * with the pg_dump and pg_restore commands docs/deploy.md gives. A damaged archive changes nothing.
 */

/** Every row of every table of the schema, each table's rows as sorted JSON text. */
async function snapshot(config: DatabaseConfig) {
  const app = buildApp({ database: config, staticRoot: '/nonexistent', onAdminCreated: () => {} });
  await app.ready();
  try {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
      app.db,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ row: string }>`
        SELECT row_to_json(t)::text AS row FROM ${sql.table(name)} t ORDER BY 1`.execute(app.db);
      all[name] = rows.map(({ row }) => row);
    }
    return all;
  } finally {
    await app.close();
  }
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a transaction). */
async function adminQuery(url: string, statement: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A change that a restore must undo: a graduate renamed, another deleted, one added. */
async function change(config: DatabaseConfig) {
  const app = buildApp({ database: config, staticRoot: '/nonexistent', onAdminCreated: () => {} });
  await app.ready();
  try {
    const [first, second] = await app.db
      .selectFrom('graduates')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await app.db
      .updateTable('graduates')
      .set({ surname: 'Changed' })
      .where('id', '=', first!.id)
      .execute();
    await app.db.deleteFrom('graduate_copies').where('graduate_id', '=', second!.id).execute();
    await app.db.deleteFrom('graduates').where('id', '=', second!.id).execute();
  } finally {
    await app.close();
  }
}

describe.each(databaseTargets())('backup and restore on $name', (target) => {
  const work = mkdtempSync(path.join(tmpdir(), 'registrar-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('restores exactly what was backed up', async () => {
    const database = await target.createSeeded();
    try {
      const before = await snapshot(database.config);
      expect(before.graduates?.length).toBeGreaterThan(2);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      const file = path.join(work, `${target.name}.backup`);
      if (database.config.kind === 'pglite') {
        expect(await backupEmbedded(database.config.dataDir!, file)).toBeGreaterThan(0);
      } else {
        execFileSync('pg_dump', ['--format=custom', `--file=${file}`, database.config.url]);
      }
      await change(database.config);
      expect(await snapshot(database.config)).not.toEqual(before);
      if (database.config.kind === 'pglite') {
        const { movedAside } = await restoreEmbedded(database.config.dataDir!, file);
        expect(movedAside).not.toBeNull();
        expect(readdirSync(database.config.dataDir!)).toContain(path.basename(movedAside!));
        expect(await snapshot(database.config)).toEqual(before);
      } else {
        // As docs/deploy.md says: into a new database, as one transaction, stopping at an error.
        const restored = new URL(database.config.url);
        restored.pathname = `${restored.pathname}_restored`;
        await adminQuery(database.config.url, `CREATE DATABASE ${restored.pathname.slice(1)}`);
        try {
          execFileSync('pg_restore', [
            '--single-transaction',
            '--exit-on-error',
            `--dbname=${restored.toString()}`,
            file,
          ]);
          expect(await snapshot({ kind: 'postgres', url: restored.toString() })).toEqual(before);
        } finally {
          await adminQuery(
            database.config.url,
            `DROP DATABASE IF EXISTS ${restored.pathname.slice(1)} WITH (FORCE)`,
          );
        }
      }
    } finally {
      await database.drop();
    }
  });

  if (target.name === 'pglite') {
    it('will not start on an empty database when a restore stopped half-way', async () => {
      const dataDir = mkdtempSync(path.join(work, 'interrupted-'));
      mkdirSync(path.join(dataDir, 'pglite.restoring-2026-11-29T10-00-00-000Z'));
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        /did not finish: there is no database, but pglite\.restoring-/,
      );
      expect(readdirSync(dataDir)).not.toContain('pglite');
    });

    it('leaves the database as it was when the archive is damaged or not a Registrar database', async () => {
      const database = await target.createSeeded();
      try {
        if (database.config.kind !== 'pglite') throw new Error('pglite only');
        const dataDir = database.config.dataDir!;
        const before = await snapshot(database.config);
        const damaged = path.join(work, 'damaged.backup');
        const good = path.join(work, 'good.backup');
        await backupEmbedded(dataDir, good);
        writeFileSync(damaged, readFileSync(good).subarray(0, 4096));
        const stranger = path.join(work, 'stranger.backup');
        const other = new PGlite();
        await other.waitReady;
        writeFileSync(stranger, Buffer.from(await (await other.dumpDataDir('gzip')).arrayBuffer()));
        await other.close();
        for (const archive of [damaged, stranger]) {
          await expect(restoreEmbedded(dataDir, archive)).rejects.toThrow(/nothing was changed/);
          expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
          expect(await snapshot(database.config)).toEqual(before);
        }
      } finally {
        await database.drop();
      }
    });
  }

  if (target.name === 'pglite') {
    it('refuses while a server holds the data directory, and says why', async () => {
      const database = await target.createSeeded();
      const app = buildApp({ database: database.config, staticRoot: '/nonexistent' });
      await app.ready();
      try {
        await expect(
          backupEmbedded(
            database.config.kind === 'pglite' ? database.config.dataDir! : '',
            path.join(work, 'refused'),
          ),
        ).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        await app.close();
        await database.drop();
      }
    });
  }
});
