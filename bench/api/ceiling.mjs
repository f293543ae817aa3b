#!/usr/bin/env node
/**
 * The ceiling for bench:api: a bare Fastify app answering the same queries as the product's four
 * benchmarked endpoints straight from the driver — no schema validation, no serialisation schema,
 * no auth, no rate limit, no audit of reads, no Kysely. Whatever the product loses against this is
 * its own overhead (validation, auth lookup, query building, hooks).
 *
 * Usage: node bench/api/ceiling.mjs --port=N (--pg=postgres://… | --pglite=<DATA_DIR>)
 * Prints "listening" on stdout once ready.
 */
import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(arg('port'));

/**
 * `query(text, params, prepared)` → rows, and `transaction(fn)` with the same shape for both
 * drivers. `prepared`: a named prepared statement on PostgreSQL, for exactly the statements the
 * product prepares (its preparedQuery texts: server/src/db/named-statements.ts).
 */
async function openDriver() {
  if (arg('pg')) {
    const { default: pg } = await import('pg');
    // The product's pool size (server/src/db/database.ts).
    const pool = new pg.Pool({ connectionString: arg('pg'), max: 10 });
    // Each text's name hashed once (as the product's named-statements.ts does), not per query.
    const names = new Map();
    const nameOf = (t) => {
      let name = names.get(t);
      if (name === undefined) {
        name = `c_${createHash('sha256').update(t).digest('hex').slice(0, 24)}`;
        names.set(t, name);
      }
      return name;
    };
    const wrap = (client) => ({
      query: async (t, p, prepared = false) => {
        const name = prepared ? nameOf(t) : undefined;
        return (
          await client.query(name ? { name, text: t, values: p ?? [] } : { text: t, values: p })
        ).rows;
      },
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
  const wrap = (handle) => ({ query: async (t, p) => (await handle.query(t, p)).rows });
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
  data: (await db.query('SELECT * FROM institutions ORDER BY id LIMIT 1', [], true))[0],
}));

// The product's track read (server applications repository, findTrackedByTrackingId): one round
// trip, copies and history aggregated as JSON, the whole row as one JSON value.
const TRACK_SQL = `SELECT (SELECT to_json(obj) FROM (SELECT a.*,
  (SELECT coalesce(json_agg(agg), '[]') FROM (
     SELECT c.* FROM application_copies c WHERE c.application_id = a.id ORDER BY c.id) agg) AS copies,
  (SELECT coalesce(json_agg(agg), '[]') FROM (
     SELECT h.id, h.from_status, h.to_status, h.note, h.created_at, h.actor_user_id, u.name AS actor_name
       FROM application_status_history h LEFT JOIN staff_users u ON u.id = h.actor_user_id
      WHERE h.application_id = a.id ORDER BY h.id) agg) AS history
  FROM applications a WHERE a.tracking_id = $1) obj) AS tracked`;

app.get('/applications/track/:reference', async (request, reply) => {
  // Stored without dashes (the product also reads I/L as 1 and O as 0: not needed here).
  const trackingId = request.params.reference.replace(/[^0-9a-z]/gi, '').toUpperCase();
  const [{ tracked } = {}] = await db.query(TRACK_SQL, [trackingId], true);
  if (!tracked) return reply.code(404).send({ status: 'error' });
  return { status: 'success', data: tracked };
});

// The product's list queries (server applications list-repository.ts, list-total.ts): the page's
// ids (one more than the page) from the sort index, then those rows with their copies counted;
// only when the page does not tell the total, the planner's estimate and, unless that is past
// twice the limit, a count that stops at the limit (10,000).
const EXACT_TOTAL_UP_TO = 10_000;
app.get('/applications', async (request) => {
  const page = Math.max(1, Number(request.query.page ?? 1));
  const offset = (page - 1) * 10;
  const fetched = await db.query(
    `SELECT p.*, (SELECT count(*) FROM application_copies c WHERE c.application_id = p.id) AS copies_count
       FROM applications p
      WHERE p.id = ANY(ARRAY(SELECT a.id FROM applications a ORDER BY a.created_at DESC, a.id DESC LIMIT 11 OFFSET $1))
      ORDER BY p.created_at DESC, p.id DESC`,
    [offset],
  );
  const rows = fetched.slice(0, 10);
  let total = offset + rows.length;
  if (fetched.length > 10 || (rows.length === 0 && offset > 0)) {
    const [{ 'QUERY PLAN': plan }] = await db.query(
      'EXPLAIN (FORMAT JSON) SELECT 1 FROM applications',
    );
    total = Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
    if (total <= 2 * EXACT_TOTAL_UP_TO) {
      const [{ count }] = await db.query(
        'SELECT count(*) AS count FROM (SELECT 1 FROM applications LIMIT $1) m',
        [EXACT_TOTAL_UP_TO + 1],
      );
      if (Number(count) <= EXACT_TOTAL_UP_TO) total = Number(count);
    }
  }
  return { status: 'success', data: { data: rows, total, current_page: page } };
});

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const trackingId = () => Array.from({ length: 12 }, () => alphabet[randomInt(32)]).join('');

// The same statements as the product's submission (server/src/modules/applications/service.ts
// submitApplication), in one transaction: graduate lookup, the applicant's proof of identity
// (identity/service.ts requireProof: a live proof for this graduate, else 403), the rate tables
// it prices from, application, copy and first history row (each answered as stored), audit record
// and the confirmation email's outbox job; prepared where the product's are (its preparedQuery
// texts).
app.post('/applications', async (request, reply) => {
  const body = request.body;
  const copy = body.copies[0];
  const data = await db.transaction(async (q) => {
    const [graduate] = await q.query(
      'SELECT * FROM graduates WHERE upper(matric_number) = $1',
      [body.matric_number.trim().toUpperCase()],
      true,
    );
    if (!graduate) return undefined;
    const [proof] = await q.query(
      'SELECT graduate_id, email, expires_at FROM identity_proofs WHERE token_hash = $1 AND expires_at > now()',
      [createHash('sha256').update(String(body.identity_token), 'utf8').digest('hex')],
    );
    if (!proof || proof.graduate_id !== graduate.id) return null;
    const rates = await q.query('SELECT * FROM transcript_rates WHERE lower(purpose) IN ($1)', [
      copy.purpose.toLowerCase(),
    ]);
    await q.query('SELECT * FROM delivery_rates', [], true);
    const rate = rates.find((r) => r.type === copy.type)?.[copy.format] ?? 0;
    const [row] = await q.query(
      `INSERT INTO applications (tracking_id, status, graduate_id, matric_number, surname, first_name,
         other_names, email, phone, programme, graduation_year, application_type_id, transcript_fee,
         delivery_fee, total)
       VALUES ($1, 'pending_payment', $2, $3, $4, $5, $6, $7, NULL, $8, $9, NULL, $10, 0, $10)
       ON CONFLICT (tracking_id) DO NOTHING RETURNING *`,
      [
        trackingId(),
        graduate.id,
        graduate.matric_number,
        graduate.surname,
        graduate.first_name,
        graduate.other_names,
        body.email_address.toLowerCase(),
        graduate.programme,
        graduate.graduation_year,
        rate,
      ],
      true,
    );
    const copies = await q.query(
      `INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee, recipient_email)
       VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING *`,
      [row.id, copy.purpose, copy.type, copy.format, rate, copy.recipient_email],
    );
    const history = await q.query(
      `INSERT INTO application_status_history (application_id, from_status, to_status) VALUES ($1, NULL, 'pending_payment') RETURNING *`,
      [row.id],
      true,
    );
    await q.query(
      `INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, details, ip)
       VALUES (NULL, 'application.submitted', 'application', $1, $2, $3)`,
      [String(row.id), JSON.stringify({ tracking_id: row.tracking_id }), request.ip],
      true,
    );
    await q.query(
      `INSERT INTO outbox (kind, recipient, subject, template, payload, entity_type, entity_id)
       VALUES ('email', $1, $2, 'application_submitted', $3, 'application', $4) RETURNING id`,
      [
        row.email,
        `Application ${row.tracking_id} received`,
        JSON.stringify({
          tracking_id: row.tracking_id,
          first_name: row.first_name,
          total: row.total,
        }),
        String(row.id),
      ],
      true,
    );
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
