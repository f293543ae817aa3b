#!/usr/bin/env node
/**
 * The ceiling for bench:api: a bare Fastify app answering the product's four benchmarked endpoints
 * straight from the driver — no schema validation, no serialisation schema, no rate limit, no
 * audit of reads, no Kysely at request time. It sends the product's own statement texts: the
 * statements the product compiles once (its preparedQuery definitions, read from server/dist
 * when this starts), named on PostgreSQL exactly where the product names them. For the staff
 * endpoint it reads the session by the bearer token as the product does (every correct server
 * must), but skips the rest of the product's auth. Whatever the product loses against this is
 * its own overhead (validation, auth, query building, hooks).
 *
 * Usage: node bench/api/ceiling.mjs --port=N (--pg=postgres://… | --pglite=<DATA_DIR>)
 * Prints "listening" on stdout once ready. Needs `npm run build` (server/dist).
 */
import { createHash, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { repoRoot } from '../lib/product.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(arg('port'));

/** A module of the built server (CommonJS). */
const product = createRequire(import.meta.url);
const server = (file) => product(path.join(repoRoot, 'server', 'dist', 'src', file));
const auth = server('modules/auth/repository.js');
const institution = server('modules/institution/repository.js');
const applications = server('modules/applications/repository.js');
const requestHistory = server('modules/requests/history.js');
const pricing = server('modules/applications/pricing.js');
const list = server('modules/applications/list-page.js');
const audit = server('modules/audit/repository.js');
const outbox = server('modules/outbox/repository.js');
const bound = server('modules/mail/recipient-bound.js');

/**
 * `run(statement, params)` → rows for a product statement ({ text, named }); `query(text,
 * params)` for the few the product builds per request; `transaction(fn)`; the same shape for both
 * drivers. On PostgreSQL a named statement goes as pg's `{ name, text, values }`, the name hashed
 * once per text (as the product's db/prepared-statements.ts does).
 */
async function openDriver() {
  if (arg('pg')) {
    const { default: pg } = await import('pg');
    // The product's pool size (server/src/db/database.ts).
    const pool = new pg.Pool({ connectionString: arg('pg'), max: 10 });
    const names = new Map();
    const nameOf = (text) => {
      let name = names.get(text);
      if (name === undefined) {
        name = `c_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
        names.set(text, name);
      }
      return name;
    };
    const wrap = (client) => ({
      run: async ({ text, named }, values) =>
        (await client.query(named ? { name: nameOf(text), text, values } : { text, values })).rows,
      query: async (text, values = []) => (await client.query({ text, values })).rows,
    });
    return {
      ...wrap(pool),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: path.join(arg('pglite'), 'pglite') });
  await db.waitReady;
  const wrap = (handle) => ({
    run: async ({ text }, values) => (await handle.query(text, values)).rows,
    query: async (text, values = []) => (await handle.query(text, values)).rows,
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

const db = await openDriver();
const app = Fastify({ logger: false });

app.get('/institution', async () => ({
  status: 'success',
  data: (await db.run(institution.current, []))[0],
}));

// One round trip: the row with its copies and history as one JSON value.
app.get('/applications/track/:reference', async (request, reply) => {
  // Stored without dashes (the product also reads I/L as 1 and O as 0: not needed here).
  const trackingId = request.params.reference.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const [{ tracked } = {}] = await db.run(applications.trackedByTrackingId, [trackingId]);
  if (!tracked) return reply.code(404).send({ status: 'error' });
  return { status: 'success', data: tracked };
});

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,128})$/;
/** The signed-in staff user of the bearer token (the product's lookup), or undefined. */
async function sessionOf(request) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await db.run(auth.tokenWithUser, [tokenHash]);
  const now = Date.now();
  const live = row && !row.revoked_at && row.is_active && new Date(row.expires_at).getTime() > now;
  return live ? row : undefined;
}

// The admin list as it opens (newest first): the page's ids (one more than the page) from the
// sort index, then those rows with their copies counted, in one statement; only when the page
// does not tell the total, the planner's estimate and, unless that is past twice the limit, a
// count that stops at the limit (server requests/list-total.ts; these two the product builds
// per request, written here as it compiles them for the unfiltered transcript list).
const EXACT_TOTAL_UP_TO = 10_000;
const newestFirst = list.unfilteredPage({ field: 'created_at', direction: 'desc' });
app.get('/applications', async (request, reply) => {
  if (!(await sessionOf(request))) return reply.code(401).send({ status: 'error' });
  const page = Math.max(1, Number(request.query.page ?? 1));
  const offset = (page - 1) * 10;
  const fetched = await db.run(newestFirst, [11, offset]);
  const rows = fetched.slice(0, 10);
  let total = offset + rows.length;
  if (fetched.length > 10 || (rows.length === 0 && offset > 0)) {
    const [{ 'QUERY PLAN': plan }] = await db.query(
      `explain (format json) select 1 as "one" from "applications" as "a" where "a"."list" = 'transcript'`,
    );
    total = Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
    if (total <= 2 * EXACT_TOTAL_UP_TO) {
      const [{ count }] = await db.query(
        `select count(*) as "count" from (select 1 as "one" from "applications" as "a" where "a"."list" = 'transcript' limit $1) as "m"`,
        [EXACT_TOTAL_UP_TO + 1],
      );
      if (Number(count) <= EXACT_TOTAL_UP_TO) total = Number(count);
    }
  }
  return { status: 'success', data: { data: rows, total, current_page: page } };
});

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const trackingId = () => Array.from({ length: 12 }, () => alphabet[randomInt(32)]).join('');

// A submission as the product makes it (server applications service.ts submitApplication), in one
// transaction: graduate, the applicant's proof of identity (a live proof for this graduate, else
// 403), the rate tables it prices from, application, copy and first history row (each answered
// as stored), audit record, and the confirmation email's outbox job under the per-recipient bound
// (mail/recipient-bound.ts: counted, and below the bound locked and counted again). The proof,
// rate and copy statements the product builds per request are written here as it compiles them.
app.post('/applications', async (request, reply) => {
  const body = request.body;
  const copy = body.copies[0];
  const data = await db.transaction(async (q) => {
    const [graduate] = await q.run(applications.graduateByMatric, [
      body.matric_number.trim().toUpperCase(),
    ]);
    if (!graduate) return undefined;
    const [proof] = await q.query(
      'select "graduate_id", "email", "expires_at" from "identity_proofs" where "token_hash" = $1 and "expires_at" > now()',
      [createHash('sha256').update(String(body.identity_token), 'utf8').digest('hex')],
    );
    if (!proof || proof.graduate_id !== graduate.id) return null;
    const rates = await q.query('select * from "transcript_rates" where lower("purpose") in ($1)', [
      copy.purpose.trim().toLowerCase(),
    ]);
    await q.run(pricing.allDeliveryRates, []);
    const rate = rates.find((r) => r.type === copy.type)?.[copy.format] ?? 0;
    const [row] = await q.run(applications.insertApplicationRow, [
      trackingId(),
      'pending_payment',
      graduate.id,
      graduate.matric_number,
      graduate.surname,
      graduate.first_name,
      graduate.other_names,
      body.email_address.toLowerCase(),
      null,
      graduate.programme,
      graduate.graduation_year,
      null,
      rate,
      0,
      rate,
    ]);
    const copies = await q.query(
      `insert into "application_copies" ("purpose", "type", "format", "rate", "reference_number", "recipient_name", "delivery_fee", "region_id", "courier_id", "delivery_type", "recipient_address", "recipient_email", "application_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *`,
      [
        copy.purpose,
        copy.type,
        copy.format,
        rate,
        null,
        null,
        0,
        null,
        null,
        null,
        null,
        copy.recipient_email,
        row.id,
      ],
    );
    const history = await q.run(requestHistory.insertHistoryRow, [
      row.id,
      null,
      'pending_payment',
      null,
      null,
    ]);
    await q.run(audit.insertAudit, [
      null,
      'application.submitted',
      'application',
      String(row.id),
      JSON.stringify({
        tracking_id: row.tracking_id,
        copies: 1,
        transcript_fee: row.fee,
        delivery_fee: row.delivery_fee,
        total: row.total,
      }),
      request.ip,
    ]);
    // Consent to the wording in force, kept with the application and audited.
    const [wording] = await q.query(
      'select "id" from "consent_wordings" order by "id" desc limit 1',
    );
    if (wording.id !== body.consent.wording_id) return undefined;
    const receivers = JSON.stringify([copy.recipient_email]);
    await q.query(
      'insert into "application_consents" ("application_id", "wording_id", "given_at", "ip", "receivers") values ($1, $2, $3, $4, $5)',
      [row.id, wording.id, new Date(), request.ip, receivers],
    );
    await q.run(audit.insertAudit, [
      null,
      'application.consent_given',
      'application',
      String(row.id),
      JSON.stringify({ wording_id: wording.id, given_at: new Date().toISOString(), receivers }),
      request.ip,
    ]);
    const key = bound.recipientKey(row.email);
    const isFull = async () =>
      Number((await q.run(bound.countRecent, [key]))[0]?.n ?? 0) >= bound.RECIPIENT_HOURLY_LIMIT;
    let isSuppressed = await isFull();
    if (!isSuppressed) {
      await q.run(bound.lockRecipient, [key]);
      isSuppressed = await isFull();
    }
    await q.run(outbox.insertEmail, [
      row.email,
      `Transcript application ${row.tracking_id} received`,
      'application_submitted',
      JSON.stringify({
        tracking_id: row.tracking_id,
        first_name: row.first_name,
        total: row.total,
        copies: 1,
      }),
      'application',
      String(row.id),
      5,
      key,
      isSuppressed ? 'suppressed' : 'pending',
      isSuppressed ? bound.SUPPRESSED_MESSAGE : null,
    ]);
    return { ...row, copies, history };
  });
  if (data === null) return reply.code(403).send({ status: 'error', error: 'identity_required' });
  if (!data) return reply.code(422).send({ status: 'error' });
  return reply.code(201).send({ status: 'success', data });
});

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
