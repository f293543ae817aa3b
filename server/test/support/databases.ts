import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { pgliteTemplate } from './pglite-template';

/** A database a test file owns: created fresh, dropped at the end. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
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

/** A new database on the TEST_DATABASE_URL server, named uniquely, dropped with FORCE. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `registrar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  create: async () => ({
    config: { kind: 'pglite', loadDataDir: await pgliteTemplate() },
    drop: async () => undefined,
  }),
};

const postgres: DatabaseTarget = { name: 'postgres', create: createPostgresDatabase };

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets = (): DatabaseTarget[] => (adminUrl ? [pglite, postgres] : [pglite]);
