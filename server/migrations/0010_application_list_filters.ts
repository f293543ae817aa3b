import { type Kysely, sql } from 'kysely';

/**
 * Admin list filters and sorts (modules/applications/README.md, "List"):
 * - `delivery_type` (1 domestic, 2 international: the region types) is stored on each
 *   hard copy and on each certificate application as priced at submission, so the delivery
 *   filter answers what the applicant paid for even after a region's type is edited or the
 *   region is deleted. Backfilled from the regions as they are now.
 * - The copy filters (format, delivery type, type of copy, purpose) are EXISTS over the copies;
 *   each is indexed by its value then `application_id`, so a rare value finds its applications
 *   from the copies side and a common one is checked per application along the sort's index
 *   (application_copies_application_id_idx).
 * - Sorting by applicant (surname, first name) and matric number reads `(key, id)` indexes, as
 *   the other sorts do (migration 0009); the reference sort uses the unique tracking id index.
 *   The certificate list gets the same two indexes (its delivery filter is a plain column).
 * Plain CREATE INDEX in the migration's transaction, like 0009.
 */
const upStatements = [
  sql`ALTER TABLE application_copies ADD COLUMN delivery_type smallint
    CONSTRAINT application_copies_delivery_type_check
    CHECK (delivery_type IS NULL OR (format = 'hard_copy' AND delivery_type IN (1, 2)))`,
  sql`UPDATE application_copies c SET delivery_type = r.type
    FROM regions r WHERE r.id = c.region_id AND c.format = 'hard_copy'`,
  sql`ALTER TABLE certificate_applications ADD COLUMN delivery_type smallint
    CONSTRAINT certificate_applications_delivery_type_check CHECK (delivery_type IN (1, 2))`,
  sql`UPDATE certificate_applications a SET delivery_type = r.type
    FROM regions r WHERE r.id = a.region_id`,
  sql`ALTER TABLE certificate_applications ALTER COLUMN delivery_type SET NOT NULL`,
  sql`CREATE INDEX application_copies_format_delivery_idx
    ON application_copies (format, delivery_type, application_id)`,
  sql`CREATE INDEX application_copies_type_idx ON application_copies (type, application_id)`,
  sql`CREATE INDEX application_copies_purpose_idx
    ON application_copies (lower(purpose), application_id)`,
  sql`CREATE INDEX applications_name_id_idx
    ON applications (lower(surname), lower(first_name), id)`,
  sql`CREATE INDEX applications_matric_number_id_idx ON applications (matric_number, id)`,
  sql`CREATE INDEX certificate_applications_name_id_idx
    ON certificate_applications (lower(surname), lower(first_name), id)`,
  sql`CREATE INDEX certificate_applications_matric_number_id_idx
    ON certificate_applications (matric_number, id)`,
  sql`ANALYZE application_copies`,
];

const downStatements = [
  sql`DROP INDEX certificate_applications_matric_number_id_idx`,
  sql`DROP INDEX certificate_applications_name_id_idx`,
  sql`DROP INDEX applications_matric_number_id_idx`,
  sql`DROP INDEX applications_name_id_idx`,
  sql`DROP INDEX application_copies_purpose_idx`,
  sql`DROP INDEX application_copies_type_idx`,
  sql`DROP INDEX application_copies_format_delivery_idx`,
  sql`ALTER TABLE certificate_applications DROP COLUMN delivery_type`,
  sql`ALTER TABLE application_copies DROP COLUMN delivery_type`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
