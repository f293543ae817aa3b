import { type Kysely, sql } from 'kysely';

/**
 * The staff lists as a column: `list` is the list that shows a request, 'transcript' for a
 * transcript application and 'certificate' for a certificate or attestation application (the
 * certificate list shows both kinds). Generated from `kind`, so the two can never disagree.
 * - Every sort of a list is an index led by `list` then the sort key then `id`, so each list's
 *   page comes from one range of an index in order, whichever kinds the list holds and however
 *   small its share of the table: (list, created_at, id), (list, total, id), (list, status in
 *   lifecycle order, id), (list, applicant, id), (list, matric_number, id). A status filter in
 *   the default order reads (list, status, kind, created_at, id): one range, in order, for a
 *   status of one kind (the transcript list's queries state their one kind), so the certificate
 *   list's "attestations that are paid" is counted from its own entries alone. They replace the
 *   indexes without `list` that only the lists read.
 * - The list keys (application_list_keys) start with the list instead of the kind: a certificate
 *   list filter reads one range for both kinds.
 * Plain CREATE INDEX in the migration's transaction, like 0009; adding the stored column
 * rewrites the table (seconds at 1,000,000 rows).
 */
const statusOrder = sql.raw(
  `array_position(ARRAY['pending_payment','paid','processing','on_hold','dispatched','sent','delivered','completed','rejected','cancelled','refunded'], status)`,
);

/** The keys' trigger function of 0017, each key prefixed with `prefix`. */
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
  sql`ALTER TABLE applications ADD COLUMN list text NOT NULL
    GENERATED ALWAYS AS (CASE WHEN kind = 'transcript' THEN 'transcript' ELSE 'certificate' END)
    STORED`,
  sql`CREATE INDEX applications_list_created_at_id_idx ON applications (list, created_at, id)`,
  sql`DROP INDEX applications_kind_created_at_id_idx`,
  sql`CREATE INDEX applications_list_status_kind_created_at_id_idx
    ON applications (list, status, kind, created_at, id)`,
  sql`DROP INDEX applications_status_created_at_id_idx`,
  sql`CREATE INDEX applications_list_total_id_idx ON applications (list, total, id)`,
  sql`DROP INDEX applications_total_id_idx`,
  sql`CREATE INDEX applications_list_status_order_id_idx
    ON applications (list, (${statusOrder}), id)`,
  sql`DROP INDEX applications_status_order_id_idx`,
  sql`CREATE INDEX applications_list_name_id_idx
    ON applications (list, lower(surname), lower(first_name), id)`,
  sql`DROP INDEX applications_name_id_idx`,
  sql`CREATE INDEX applications_list_matric_number_id_idx
    ON applications (list, matric_number, id)`,
  sql`DROP INDEX applications_matric_number_id_idx`,
  sql`UPDATE application_list_keys
      SET key = 'certificate:' || substr(key, length('attestation:') + 1)
    WHERE key LIKE 'attestation:%'`,
  keysFunction(`a.list || ':'`),
  sql`ANALYZE applications`,
  sql`ANALYZE application_list_keys`,
];

const downStatements = [
  keysFunction(`a.kind || ':'`),
  sql`UPDATE application_list_keys k
      SET key = 'attestation:' || substr(k.key, length('certificate:') + 1)
     FROM applications a
    WHERE a.id = k.application_id AND a.kind = 'attestation'`,
  sql`CREATE INDEX applications_matric_number_id_idx ON applications (matric_number, id)`,
  sql`DROP INDEX applications_list_matric_number_id_idx`,
  sql`CREATE INDEX applications_name_id_idx
    ON applications (lower(surname), lower(first_name), id)`,
  sql`DROP INDEX applications_list_name_id_idx`,
  sql`CREATE INDEX applications_status_order_id_idx ON applications ((${statusOrder}), id)`,
  sql`DROP INDEX applications_list_status_order_id_idx`,
  sql`CREATE INDEX applications_total_id_idx ON applications (total, id)`,
  sql`DROP INDEX applications_list_total_id_idx`,
  sql`CREATE INDEX applications_status_created_at_id_idx ON applications (status, created_at, id)`,
  sql`DROP INDEX applications_list_status_kind_created_at_id_idx`,
  sql`CREATE INDEX applications_kind_created_at_id_idx ON applications (kind, created_at, id)`,
  sql`DROP INDEX applications_list_created_at_id_idx`,
  sql`ALTER TABLE applications DROP COLUMN list`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
