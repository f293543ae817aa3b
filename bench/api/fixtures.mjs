/**
 * The data a bench:api run needs beside the seeded product: a scratch PostgreSQL database, one
 * seeded application to aim at, and a proof of identity for submitting on its graduate's behalf.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** Runs `sql` on the server at `adminUrl` (a maintenance database such as `postgres`). */
async function onAdmin(adminUrl, sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database `name` beside `adminUrl`: its URL, and `drop` to remove it. */
export async function scratchPostgres(adminUrl, name) {
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Reads one seeded application (tracking id and matric number) through the admin API. */
export async function seededApplication(baseURL, token) {
  const res = await fetch(`${baseURL}/api/applications?per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  const row = body?.data?.data?.[0];
  if (!row)
    throw new Error(`no seeded application: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { trackingId: row.tracking_id, matric: row.applicant.matric_number };
}

/**
 * A proof of identity for the graduate of `matric`, written straight to the database (`query`:
 * (text, params) → rows) as a correct one-time code would have left it (server/src/modules/
 * identity): only the token's SHA-256 is stored. Every submission of the run reuses it, as one
 * applicant's several applications do; it lasts a day, longer than any run. The code flow itself
 * is not what the submit benchmark measures (and sends one code a minute per record).
 */
export async function insertIdentityProof(query, matric) {
  const [graduate] = await query(
    'SELECT id, email FROM graduates WHERE upper(matric_number) = $1',
    [matric.trim().toUpperCase()],
  );
  if (!graduate) throw new Error(`no graduate ${matric} for the identity proof`);
  const token = randomBytes(32).toString('base64url');
  await query(
    `INSERT INTO identity_proofs (token_hash, graduate_id, email, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [
      createHash('sha256').update(token, 'utf8').digest('hex'),
      graduate.id,
      graduate.email ?? 'bench@example.org',
    ],
  );
  return token;
}

/** Runs `fn(query)` on the PostgreSQL database at `url`. */
export async function withPostgres(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Runs `fn(query)` on a PGlite DATA_DIR that no process holds (the product stopped). */
export async function withPglite(dataDir, fn) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  await db.waitReady;
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}
