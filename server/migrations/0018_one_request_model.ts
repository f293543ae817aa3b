import { type Kysely, sql } from 'kysely';

/**
 * One request model: transcript, certificate and attestation applications are kinds of one
 * request, stored in `applications` with a `kind`. They share the status history, payments,
 * messages and issued certificates, each pointing at one `application_id`.
 * - `transcript_fee` becomes `fee`: what the kind's documents cost (a transcript's copies, a
 *   certificate's fee); `total = fee + delivery_fee` as before.
 * - A certificate or attestation is delivered as one hard copy row (its recipient, region,
 *   courier, delivery type as priced, courier name and waybill), so the copy filters, the list
 *   keys and dispatch read it like a transcript's. Its `purpose` and `type` are the kind.
 * - Certificate applications get new ids (after the transcripts'); everything that named the old
 *   id (history, payments, messages, issued certificates, and the audit and outbox entries of
 *   entity type certificate_application) is moved to the new one. Tracking ids keep their values (both were unique, drawn from one alphabet).
 * - The list keys (application_list_keys) start with the request's kind (`transcript:purpose:x`,
 *   `certificate:delivery:domestic`), so each kind's list filters walk only that kind's entries of
 *   the (key, created_at, application_id) index, and a transcript filter never finds a
 *   certificate's hard copy. The transcript list's default order reads (kind, created_at, id).
 * Down splits them again (the certificates keep their new ids).
 */
const kinds = sql.raw(`'transcript', 'certificate', 'attestation'`);
const statuses = sql.raw(
  `'pending_payment', 'paid', 'processing', 'on_hold', 'dispatched', 'sent', 'delivered', ` +
    `'completed', 'rejected', 'cancelled', 'refunded'`,
);

/** The keys' trigger function: the 0017 keys of the inserted copies, prefixed with `prefix`. */
const keysFunction = (prefix: string) =>
  sql.raw(`CREATE OR REPLACE FUNCTION application_list_keys_of_copies() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO application_list_keys (application_id, key, created_at)
      SELECT DISTINCT c.application_id, ${prefix} || k.key, a.created_at
        FROM inserted_copies c
        JOIN applications a ON a.id = c.application_id
        CROSS JOIN LATERAL (VALUES
          ('purpose:' || lower(c.purpose)),
          ('type:' || c.type),
          ('delivery:' || c.format),
          ('delivery:' || CASE c.delivery_type WHEN 1 THEN 'domestic' WHEN 2 THEN 'international' END)
        ) AS k (key)
       WHERE k.key IS NOT NULL
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);

const upStatements = [
  sql`ALTER TABLE applications ADD COLUMN kind text NOT NULL DEFAULT 'transcript'
    CONSTRAINT applications_kind_check CHECK (kind IN (${kinds}))`,
  sql`ALTER TABLE applications RENAME COLUMN transcript_fee TO fee`,
  sql`UPDATE application_list_keys SET key = 'transcript:' || key`,
  keysFunction(`a.kind || ':'`),
  sql`ALTER TABLE applications ADD COLUMN moved_certificate_id integer`,
  sql`INSERT INTO applications (kind, tracking_id, status, graduate_id, matric_number, surname,
      first_name, other_names, email, phone, programme, graduation_year, fee, delivery_fee, total,
      created_at, updated_at, moved_certificate_id)
    SELECT kind, tracking_id, status, graduate_id, matric_number, surname, first_name,
      other_names, email, phone, programme, graduation_year, certificate_fee, delivery_fee, total,
      created_at, updated_at, id
      FROM certificate_applications ORDER BY id`,
  sql`CREATE TEMPORARY TABLE moved_certificates AS
    SELECT moved_certificate_id AS old_id, id AS new_id FROM applications
     WHERE moved_certificate_id IS NOT NULL`,
  sql`INSERT INTO application_copies (application_id, purpose, type, format, rate, delivery_fee,
      region_id, courier_id, delivery_type, recipient_name, recipient_address, courier_name,
      waybill_number, created_at)
    SELECT m.new_id, c.kind, c.kind, 'hard_copy', c.certificate_fee, c.delivery_fee,
      c.region_id, c.courier_id, c.delivery_type, c.recipient_name, c.recipient_address,
      c.courier_name, c.waybill_number, c.created_at
      FROM certificate_applications c JOIN moved_certificates m ON m.old_id = c.id
     ORDER BY m.new_id`,
  sql`INSERT INTO application_status_history (application_id, from_status, to_status,
      actor_user_id, note, created_at)
    SELECT m.new_id, h.from_status, h.to_status, h.actor_user_id, h.note, h.created_at
      FROM certificate_application_history h
      JOIN moved_certificates m ON m.old_id = h.certificate_application_id
     ORDER BY h.id`,
  sql`UPDATE payments p SET application_id = m.new_id, certificate_application_id = NULL
      FROM moved_certificates m WHERE m.old_id = p.certificate_application_id`,
  // messages_one_owner_check allows exactly one owner: drop it before moving the owner over.
  sql`ALTER TABLE messages DROP CONSTRAINT messages_one_owner_check`,
  sql`UPDATE messages g SET application_id = m.new_id, certificate_application_id = NULL
      FROM moved_certificates m WHERE m.old_id = g.certificate_application_id`,
  sql`ALTER TABLE graduate_certificates ADD COLUMN application_id integer
    REFERENCES applications (id) ON DELETE SET NULL`,
  sql`UPDATE graduate_certificates g SET application_id = m.new_id
      FROM moved_certificates m WHERE m.old_id = g.certificate_application_id`,
  sql`UPDATE audit_log a SET entity_id = m.new_id::text FROM moved_certificates m
     WHERE a.entity_type = 'certificate_application' AND a.entity_id = m.old_id::text`,
  sql`UPDATE outbox o SET entity_id = m.new_id::text FROM moved_certificates m
     WHERE o.entity_type = 'certificate_application' AND o.entity_id = m.old_id::text`,
  sql`DROP TABLE moved_certificates`,
  sql`ALTER TABLE payments DROP CONSTRAINT payments_one_owner_check`,
  sql`ALTER TABLE payments DROP COLUMN certificate_application_id`,
  sql`ALTER TABLE payments ADD CONSTRAINT payments_one_owner_check
    CHECK (num_nonnulls(application_id, standalone_payment_id) = 1)`,
  sql`ALTER TABLE messages DROP COLUMN certificate_application_id`,
  sql`ALTER TABLE messages ALTER COLUMN application_id SET NOT NULL`,
  sql`ALTER TABLE graduate_certificates DROP COLUMN certificate_application_id`,
  sql`CREATE INDEX graduate_certificates_application_idx ON graduate_certificates (application_id)
    WHERE application_id IS NOT NULL`,
  sql`DROP TABLE certificate_application_history`,
  sql`DROP TABLE certificate_applications`,
  sql`ALTER TABLE applications DROP COLUMN moved_certificate_id`,
  sql`CREATE INDEX applications_kind_created_at_id_idx ON applications (kind, created_at, id)`,
  sql`ANALYZE applications`,
];

const downStatements = [
  sql`DROP INDEX applications_kind_created_at_id_idx`,
  sql`CREATE TABLE certificate_applications (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    tracking_id text NOT NULL CHECK (tracking_id ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
    status text NOT NULL CHECK (status IN (${statuses})),
    kind text NOT NULL CHECK (kind IN ('certificate', 'attestation')),
    graduate_id integer NOT NULL REFERENCES graduates (id),
    matric_number text NOT NULL,
    surname text NOT NULL,
    first_name text NOT NULL,
    other_names text,
    email text NOT NULL,
    phone text,
    programme text NOT NULL,
    graduation_year smallint NOT NULL,
    recipient_name text NOT NULL,
    recipient_address text NOT NULL,
    region_id integer NOT NULL REFERENCES regions (id),
    courier_id integer NOT NULL REFERENCES couriers (id),
    delivery_type smallint NOT NULL
      CONSTRAINT certificate_applications_delivery_type_check CHECK (delivery_type IN (1, 2)),
    certificate_fee integer NOT NULL CHECK (certificate_fee >= 0),
    delivery_fee integer NOT NULL CHECK (delivery_fee >= 0),
    total integer NOT NULL CHECK (total = certificate_fee + delivery_fee),
    payment_reference text,
    courier_name text,
    waybill_number text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE UNIQUE INDEX certificate_applications_tracking_id_key
    ON certificate_applications (tracking_id)`,
  sql`CREATE INDEX certificate_applications_graduate_id_idx
    ON certificate_applications (graduate_id)`,
  sql`CREATE INDEX certificate_applications_created_at_idx
    ON certificate_applications (created_at)`,
  sql`CREATE INDEX certificate_applications_name_id_idx
    ON certificate_applications (lower(surname), lower(first_name), id)`,
  sql`CREATE INDEX certificate_applications_matric_number_id_idx
    ON certificate_applications (matric_number, id)`,
  sql`INSERT INTO certificate_applications (id, tracking_id, status, kind, graduate_id,
      matric_number, surname, first_name, other_names, email, phone, programme, graduation_year,
      recipient_name, recipient_address, region_id, courier_id, delivery_type, certificate_fee,
      delivery_fee, total, courier_name, waybill_number, created_at, updated_at)
    SELECT a.id, a.tracking_id, a.status, a.kind, a.graduate_id, a.matric_number, a.surname,
      a.first_name, a.other_names, a.email, a.phone, a.programme, a.graduation_year,
      c.recipient_name, c.recipient_address, c.region_id, c.courier_id, c.delivery_type, a.fee,
      a.delivery_fee, a.total, c.courier_name, c.waybill_number, a.created_at, a.updated_at
      FROM applications a
      JOIN application_copies c ON c.application_id = a.id
     WHERE a.kind <> 'transcript'`,
  sql`SELECT setval(pg_get_serial_sequence('certificate_applications', 'id'),
      coalesce((SELECT max(id) FROM certificate_applications), 0) + 1, false)`,
  sql`CREATE TABLE certificate_application_history (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    certificate_application_id integer NOT NULL
      REFERENCES certificate_applications (id) ON DELETE CASCADE,
    from_status text,
    to_status text NOT NULL,
    note text,
    actor_user_id integer REFERENCES staff_users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX certificate_application_history_app_idx
    ON certificate_application_history (certificate_application_id)`,
  sql`INSERT INTO certificate_application_history (certificate_application_id, from_status,
      to_status, note, actor_user_id, created_at)
    SELECT h.application_id, h.from_status, h.to_status, h.note, h.actor_user_id, h.created_at
      FROM application_status_history h
      JOIN certificate_applications c ON c.id = h.application_id
     ORDER BY h.id`,
  sql`ALTER TABLE graduate_certificates ADD COLUMN certificate_application_id integer
    REFERENCES certificate_applications (id) ON DELETE SET NULL`,
  sql`UPDATE graduate_certificates SET certificate_application_id = application_id,
      application_id = NULL
    WHERE application_id IN (SELECT id FROM certificate_applications)`,
  sql`CREATE INDEX graduate_certificates_certificate_application_idx
    ON graduate_certificates (certificate_application_id)
    WHERE certificate_application_id IS NOT NULL`,
  sql`DROP INDEX graduate_certificates_application_idx`,
  sql`ALTER TABLE graduate_certificates DROP COLUMN application_id`,
  sql`ALTER TABLE messages ALTER COLUMN application_id DROP NOT NULL`,
  sql`ALTER TABLE messages ADD COLUMN certificate_application_id integer
    REFERENCES certificate_applications (id) ON DELETE CASCADE`,
  sql`UPDATE messages SET certificate_application_id = application_id, application_id = NULL
    WHERE application_id IN (SELECT id FROM certificate_applications)`,
  sql`ALTER TABLE messages ADD CONSTRAINT messages_one_owner_check
    CHECK ((application_id IS NULL) <> (certificate_application_id IS NULL))`,
  sql`CREATE INDEX messages_certificate_application_idx
    ON messages (certificate_application_id, id) WHERE certificate_application_id IS NOT NULL`,
  sql`ALTER TABLE payments DROP CONSTRAINT payments_one_owner_check`,
  sql`ALTER TABLE payments ADD COLUMN certificate_application_id integer
    REFERENCES certificate_applications (id) ON DELETE RESTRICT`,
  sql`UPDATE payments SET certificate_application_id = application_id, application_id = NULL
    WHERE application_id IN (SELECT id FROM certificate_applications)`,
  sql`ALTER TABLE payments ADD CONSTRAINT payments_one_owner_check
    CHECK (num_nonnulls(application_id, certificate_application_id, standalone_payment_id) = 1)`,
  sql`CREATE INDEX payments_certificate_application_id_idx
    ON payments (certificate_application_id)`,
  sql`DELETE FROM applications WHERE kind <> 'transcript'`,
  keysFunction(`''`),
  sql`UPDATE application_list_keys SET key = substr(key, length('transcript:') + 1)`,
  sql`ALTER TABLE applications RENAME COLUMN fee TO transcript_fee`,
  sql`ALTER TABLE applications DROP COLUMN kind`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
