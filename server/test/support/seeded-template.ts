import { cpSync, rmSync } from 'node:fs';
import { openDatabase } from '../../src/db/database';
import { seedIfEmpty, type SeedResult } from '../../src/seed/seed';
import { type DatabaseConfig, DEFAULT_ADMIN_EMAIL } from '../../src/config';
import { pgliteMigratedTemplate, scratchPath } from './pglite-template';

/**
 * A database as the server leaves it after its first start (every migration, the demo data and
 * the first administrator), built once per test run and copied for every app a test starts: the
 * seed runs once per run and database instead of once per app. The administrator's password is
 * kept with the template, since a copy is never seeded again.
 *
 * Built for the whole run by global-setup.ts (before the workers start, which inherit the
 * environment variable naming them) and removed by global-teardown.ts. A test file that finds no
 * such variable (a Jest run without the global setup) builds its own on first use. A test of the
 * first start itself asks for an unseeded database (`startTestApp(…, { seed: 'first-start' })`).
 */
export interface SeededTemplate {
  /** The PGlite data directory or the PostgreSQL database name to copy. */
  source: string;
  admin: NonNullable<SeedResult['admin']>;
}

type SeededTargetName = 'pglite' | 'postgres';

const RUN_VARIABLE = 'REGISTRAR_TEST_SEEDED_TEMPLATES';

/** Seeds the database at `config` as the server's first start does; returns the administrator. */
export async function seedAsFirstStart(config: DatabaseConfig): Promise<SeededTemplate['admin']> {
  const handle = await openDatabase(config);
  try {
    const { admin } = await seedIfEmpty(handle.db, { adminEmail: DEFAULT_ADMIN_EMAIL });
    if (!admin) throw new Error('the seeded template was seeded before');
    return admin;
  } finally {
    await handle.close();
  }
}

/** A seeded copy of the migrated PGlite template, in a directory named after this process. */
export async function buildPgliteSeededTemplate(): Promise<SeededTemplate> {
  // Named like a copy of this process (pglite-template.ts), so it is removed as one if the
  // process ends without removing it.
  const dir = scratchPath(`registrar-data-${process.pid}-seeded`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(await pgliteMigratedTemplate(), dir, { recursive: true });
  return { source: dir, admin: await seedAsFirstStart({ kind: 'pglite', dataDir: dir }) };
}

const builtHere = new Map<SeededTargetName, Promise<SeededTemplate>>();

/** The run's seeded template of `name`, or this test file's own, built by `build` on first use. */
export function seededTemplate(
  name: SeededTargetName,
  build: () => Promise<SeededTemplate>,
): Promise<SeededTemplate> {
  const template = sharedSeededTemplates()[name];
  if (template) return Promise.resolve(template);
  let built = builtHere.get(name);
  if (!built) {
    built = build();
    builtHere.set(name, built);
  }
  return built;
}

/** Names the run's templates for the processes started after this call (global-setup.ts). */
export function shareSeededTemplates(
  templates: Partial<Record<SeededTargetName, SeededTemplate>>,
): void {
  process.env[RUN_VARIABLE] = JSON.stringify(templates);
}

/** The run's templates, as shareSeededTemplates named them (global-teardown.ts). */
export function sharedSeededTemplates(): Partial<Record<SeededTargetName, SeededTemplate>> {
  const run = process.env[RUN_VARIABLE];
  return run ? (JSON.parse(run) as Partial<Record<SeededTargetName, SeededTemplate>>) : {};
}
