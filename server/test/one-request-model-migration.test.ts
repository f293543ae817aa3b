import { type Kysely, sql } from 'kysely';
import * as oneRequestModel from '../migrations/0018_one_request_model';
import * as requestLists from '../migrations/0019_request_lists';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';

/**
 * The migration to one request model on a database holding both old stacks (the demo seed's
 * transcript and certificate applications, plus a payment, a message, an issued certificate, an
 * audit entry and an outbox job for a certificate application): every certificate application
 * becomes a request of its kind with its delivery as one hard copy, and everything that pointed
 * at it points at that request. Transcripts keep their ids and everything that was theirs.
 * Down splits them again with the same content.
 */
type Row = Record<string, unknown>;
const rows = async (db: Kysely<unknown>, query: ReturnType<typeof sql>) =>
  (await query.execute(db)).rows as Row[];

const tableExists = async (db: Kysely<unknown>, table: string) =>
  (await rows(db, sql`SELECT 1 FROM information_schema.tables WHERE table_name = ${table}`))
    .length > 0;

/**
 * The certificate applications by tracking id, each with its status history (from
 * `historyTable`) and everything that names it, all found by its id in `ownerColumn`.
 */
async function byTrackingId(
  db: Kysely<unknown>,
  applications: Row[],
  historyTable: string,
  ownerColumn: string,
) {
  const out = new Map<string, Row>();
  for (const { id, ...application } of applications)
    out.set(application.tracking_id as string, {
      ...application,
      history: await rows(
        db,
        sql`SELECT from_status, to_status, note, actor_user_id, created_at
              FROM ${sql.table(historyTable)} WHERE ${sql.ref(ownerColumn)} = ${id} ORDER BY id`,
      ),
      ...(await linked(db, id as number, ownerColumn)),
    });
  return out;
}

/** Each certificate application by tracking id, with everything that names it (old tables). */
async function oldCertificates(db: Kysely<unknown>) {
  const applications = await rows(
    db,
    sql`SELECT id, tracking_id, status, kind, graduate_id, matric_number, surname, first_name,
          other_names, email, phone, programme, graduation_year, recipient_name, recipient_address,
          region_id, courier_id, delivery_type, certificate_fee AS fee, delivery_fee, total,
          courier_name, waybill_number, created_at, updated_at
        FROM certificate_applications ORDER BY id`,
  );
  return byTrackingId(
    db,
    applications,
    'certificate_application_history',
    'certificate_application_id',
  );
}

/** The first column of each row, in order. */
const firstColumn = async (db: Kysely<unknown>, query: ReturnType<typeof sql>) =>
  (await rows(db, query)).map((row) => Object.values(row)[0]);

/** What names the request `id` in the payments, messages, certificates, audit log and outbox. */
async function linked(db: Kysely<unknown>, id: number, column: string) {
  const owner = sql.ref(column);
  // The audit log and the outbox name a certificate application by entity type and id.
  const aboutCertificateApplication = (table: 'audit_log' | 'outbox', field: string) =>
    firstColumn(
      db,
      sql`SELECT ${sql.ref(field)} FROM ${sql.table(table)}
           WHERE entity_type = 'certificate_application' AND entity_id = ${String(id)}
           ORDER BY id`,
    );
  return {
    payments: await firstColumn(
      db,
      sql`SELECT reference FROM payments WHERE ${owner} = ${id} ORDER BY id`,
    ),
    messages: await firstColumn(
      db,
      sql`SELECT body FROM messages WHERE ${owner} = ${id} ORDER BY id`,
    ),
    certificates: await firstColumn(
      db,
      sql`SELECT serial_number FROM graduate_certificates WHERE ${owner} = ${id} ORDER BY id`,
    ),
    audit: await aboutCertificateApplication('audit_log', 'action'),
    outbox: await aboutCertificateApplication('outbox', 'subject'),
  };
}

/** The same, read from the one request model. */
async function mergedCertificates(db: Kysely<unknown>) {
  const applications = await rows(
    db,
    sql`SELECT a.id, a.tracking_id, a.status, a.kind, a.graduate_id, a.matric_number, a.surname,
          a.first_name, a.other_names, a.email, a.phone, a.programme, a.graduation_year,
          c.recipient_name, c.recipient_address, c.region_id, c.courier_id, c.delivery_type,
          a.fee, a.delivery_fee, a.total, c.courier_name, c.waybill_number, a.created_at,
          a.updated_at
        FROM applications a JOIN application_copies c ON c.application_id = a.id
       WHERE a.kind <> 'transcript' ORDER BY a.id`,
  );
  return byTrackingId(db, applications, 'application_status_history', 'application_id');
}

/** Each transcript application by id, with its copies, history, payments and messages. */
async function transcripts(db: Kysely<unknown>, merged: boolean) {
  const ids = await rows(
    db,
    sql`SELECT id FROM applications WHERE ${merged ? sql`kind = 'transcript'` : sql`true`}`,
  );
  const out = new Map<number, Row>();
  for (const { id } of ids)
    out.set(id as number, {
      copies: await rows(
        db,
        sql`SELECT id, purpose, format FROM application_copies WHERE application_id = ${id} ORDER BY id`,
      ),
      history: await rows(
        db,
        sql`SELECT id, to_status FROM application_status_history WHERE application_id = ${id} ORDER BY id`,
      ),
      payments: await rows(
        db,
        sql`SELECT id FROM payments WHERE application_id = ${id} ORDER BY id`,
      ),
      messages: await rows(
        db,
        sql`SELECT id FROM messages WHERE application_id = ${id} ORDER BY id`,
      ),
    });
  return out;
}

describe.each(databaseTargets())('migration to one request model on $name', (target) => {
  let t: TestApp;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    t = await startTestApp(target);
    db = t.app.db as unknown as Kysely<unknown>;
    // The schema before the one request model (the request lists are built on it).
    if (!(await tableExists(db, 'certificate_applications'))) {
      await requestLists.down(db);
      await oneRequestModel.down(db);
    }
    const [first] = await rows(
      db,
      sql`SELECT id, graduate_id, total FROM certificate_applications ORDER BY id LIMIT 1`,
    );
    const [last] = await rows(
      db,
      sql`SELECT id FROM certificate_applications ORDER BY id DESC LIMIT 1`,
    );
    const [template] = await rows(db, sql`SELECT min(id) AS id FROM certificate_templates`);
    const [transcript] = await rows(db, sql`SELECT min(id) AS id FROM applications`);
    expect(first && last && template?.id && transcript?.id).toBeTruthy();
    await sql`INSERT INTO payments (provider, reference, certificate_application_id, amount)
      VALUES ('local', 'CERT-PAY-1', ${first!.id}, ${first!.total})`.execute(db);
    await sql`INSERT INTO messages (certificate_application_id, sender, body)
      VALUES (${first!.id}, 'applicant', 'Where is my certificate?'),
             (${last!.id}, 'applicant', 'Please attest it soon')`.execute(db);
    await sql`INSERT INTO messages (application_id, sender, body)
      VALUES (${transcript!.id}, 'applicant', 'A transcript question')`.execute(db);
    await sql`INSERT INTO graduate_certificates (graduate_id, template_id, serial_number,
        verification_code, certificate_application_id)
      VALUES (${first!.graduate_id}, ${template!.id}, 'MIG/0001', 'MIGCODE0001', ${first!.id})`.execute(
      db,
    );
    await sql`INSERT INTO audit_log (action, entity_type, entity_id)
      VALUES ('certificate_application.status_changed', 'certificate_application', ${String(last!.id)})`.execute(
      db,
    );
    await sql`INSERT INTO outbox (kind, recipient, subject, template, entity_type, entity_id)
      VALUES ('email', 'a@example.com', 'Your certificate', 'certificate_application_status',
              'certificate_application', ${String(first!.id)})`.execute(db);
  }, 180_000);
  afterAll(() => t.close());

  it('moves every certificate application, its history, payments, messages and certificate', async () => {
    const before = await oldCertificates(db);
    const transcriptsBefore = await transcripts(db, false);
    expect(before.size).toBeGreaterThan(1);
    expect([...before.values()].some((c) => (c.payments as unknown[]).length > 0)).toBe(true);
    expect([...before.values()].some((c) => (c.certificates as unknown[]).length > 0)).toBe(true);

    await oneRequestModel.up(db);
    expect(await tableExists(db, 'certificate_applications')).toBe(false);
    expect(await tableExists(db, 'certificate_application_history')).toBe(false);
    expect(await mergedCertificates(db)).toEqual(before);
    expect(await transcripts(db, true)).toEqual(transcriptsBefore);
    // Each kind's list keys are its own: a certificate's hard copy is no transcript filter's.
    const keys = await rows(
      db,
      sql`SELECT DISTINCT a.kind, split_part(k.key, ':', 1) AS prefix,
            k.created_at = a.created_at AS in_step
          FROM application_list_keys k JOIN applications a ON a.id = k.application_id`,
    );
    expect(keys.every((k) => k.prefix === k.kind && k.in_step === true)).toBe(true);
    expect(new Set(keys.map((k) => k.kind))).toEqual(
      new Set(['transcript', ...new Set([...before.values()].map((c) => c.kind))]),
    );
    const [certificateKeys] = await rows(
      db,
      sql`SELECT count(DISTINCT k.application_id)::int AS n FROM application_list_keys k
           WHERE k.key IN ('certificate:delivery:hard_copy', 'attestation:delivery:hard_copy')`,
    );
    expect(certificateKeys).toEqual({ n: before.size });
    const [orphans] = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM payments WHERE application_id IS NULL AND standalone_payment_id IS NULL`,
    );
    expect(orphans).toEqual({ n: 0 });

    await oneRequestModel.down(db);
    const again = await oldCertificates(db);
    expect([...again.values()]).toEqual([...before.values()]);
    expect(await transcripts(db, false)).toEqual(transcriptsBefore);
    const [prefixed] = await rows(
      db,
      sql`SELECT count(*)::int AS n FROM application_list_keys WHERE key LIKE 'transcript:%'`,
    );
    expect(prefixed).toEqual({ n: 0 });

    await oneRequestModel.up(db);
    expect(await mergedCertificates(db)).toEqual(before);
    // The request lists on top: a certificate list key for each of them, whichever its kind.
    await requestLists.up(db);
    const [listed] = await rows(
      db,
      sql`SELECT count(DISTINCT k.application_id)::int AS n FROM application_list_keys k
           WHERE k.key = 'certificate:delivery:hard_copy'`,
    );
    expect(listed).toEqual({ n: before.size });
  });
});
