import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Finds the repository root (the npm workspace root) upwards from `start`. */
export function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(workspaces)) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const ZEnv = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  APPLICANT_PORTAL_URL: optionalString,
  ADMIN_CONSOLE_URL: optionalString,
  STATIC_ROOT: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@registrar.local')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/**
 * PGlite keeps its files in `<dataDir>/pglite` next to the lock file; without `dataDir` it runs in
 * memory (tests). `loadDataDir`, a dump of an initialised cluster, replaces initdb (seconds) when
 * the database does not exist yet; tests use it.
 */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  staticRoot: string;
  remotes: { applicantPortalUrl?: string; adminConsoleUrl?: string };
  adminEmail: string;
  logLevel: string;
}

/** Parses the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(cwd, e.DATA_DIR) },
    staticRoot: e.STATIC_ROOT ? path.resolve(cwd, e.STATIC_ROOT) : findRepoRoot(__dirname),
    remotes: { applicantPortalUrl: e.APPLICANT_PORTAL_URL, adminConsoleUrl: e.ADMIN_CONSOLE_URL },
    adminEmail: e.ADMIN_EMAIL,
    logLevel: e.LOG_LEVEL,
  };
}
