import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../../src/config';
import { type DatabaseHandle, openDatabase } from '../../../src/db/database';

/**
 * Where a reliability suite keeps its data: a PGlite data directory (in a temp folder), or a
 * fresh database on the PostgreSQL server of RELIABILITY_DATABASE_URL / TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), created for the suite and dropped after.
 * PostgreSQL is not optional: a suite fails when the server cannot be reached.
 */
export interface Target {
  name: 'pglite' | 'postgres';
  /** Always a fresh temp folder (PGlite's files, the mail folder). */
  dataDir: string;
  databaseUrl?: string;
  /** The same database, opened in this process (PGlite: only while no server holds the lock). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export const postgresAdminUrl = () =>
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'registrar-reliability-'));

export async function createTarget(name: Target['name']): Promise<Target> {
  const dataDir = tempDir();
  if (name === 'pglite') {
    const config: DatabaseConfig = { kind: 'pglite', dataDir };
    return {
      name,
      dataDir,
      open: () => openDatabase(config),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = `registrar_reliability_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  return {
    name,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ kind: 'postgres', url: databaseUrl }),
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TARGET_NAMES: Target['name'][] = ['pglite', 'postgres'];
