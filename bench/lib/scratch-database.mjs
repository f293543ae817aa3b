// A PostgreSQL database a benchmark makes for itself and drops after, also when it is stopped.
import pg from 'pg';
import { undoOnStop } from './undo-on-stop.mjs';

/** The server benchmarks create their databases on (BENCH_PG_ADMIN_URL). */
export const adminUrl =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates database `name`; answers its URL and `drop()` (also run on SIGTERM or Ctrl-C). */
export async function scratchDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const drop = undoOnStop(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
