import { type Kysely, sql } from 'kysely';

/**
 * The admin list's copy filters stay flat however many applications there are. Each application
 * stores what its copies can be filtered by, one row per value, with the application's created_at
 * (the list's default sort) next to it:
 *   `purpose:<purpose, lowercase>`, `type:<type of copy>`, `delivery:soft_copy|hard_copy`, and
 *   for a hard copy `delivery:domestic|international` (its delivery_type as priced).
 * The index (key, created_at, application_id) gives the page of a filter in the list's order by
 * walking only that filter's entries: a rare value (a purpose of 0.5%, copies abroad at 2%) costs
 * what a common one does, at any page. The EXISTS over application_copies that served the
 * filters before had to either walk the whole list checking each application or read every copy
 * of the value and sort them.
 *
 * The rows are kept by the database, so every writer (the submission, the demo seed, tests and
 * the benchmarks' bulk inserts) keeps them: a statement trigger adds the keys of inserted copies
 * (copies' filtered columns are never updated), and a row trigger follows an application's
 * created_at when it is changed (the demo seed back-dates). Deleting an application cascades.
 * The per-value copy indexes of migration 0010 have nothing left to serve and are dropped.
 */
/** Inserts the keys of the copies in `copies` (a table or a trigger's transition table). */
const keysOf = (copies: string) =>
  sql.raw(`INSERT INTO application_list_keys (application_id, key, created_at)
    SELECT DISTINCT c.application_id, k.key, a.created_at
      FROM ${copies} c
      JOIN applications a ON a.id = c.application_id
      CROSS JOIN LATERAL (VALUES
        ('purpose:' || lower(c.purpose)),
        ('type:' || c.type),
        ('delivery:' || c.format),
        ('delivery:' || CASE c.delivery_type WHEN 1 THEN 'domestic' WHEN 2 THEN 'international' END)
      ) AS k (key)
     WHERE k.key IS NOT NULL`);

const upStatements = [
  sql`CREATE TABLE application_list_keys (
    application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    key text NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (application_id, key)
  )`,
  sql`CREATE INDEX application_list_keys_key_created_at_idx
    ON application_list_keys (key, created_at, application_id)`,
  sql`CREATE FUNCTION application_list_keys_of_copies() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${keysOf('inserted_copies')}
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER application_copies_list_keys AFTER INSERT ON application_copies
    REFERENCING NEW TABLE AS inserted_copies
    FOR EACH STATEMENT EXECUTE FUNCTION application_list_keys_of_copies()`,
  sql`CREATE FUNCTION application_list_keys_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE application_list_keys SET created_at = NEW.created_at
       WHERE application_id = NEW.id;
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER applications_list_keys_created_at AFTER UPDATE OF created_at ON applications
    FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION application_list_keys_created_at()`,
  // The keys of the copies already stored: the trigger's statement over every copy.
  keysOf('application_copies'),
  sql`DROP INDEX application_copies_format_delivery_idx`,
  sql`DROP INDEX application_copies_type_idx`,
  sql`DROP INDEX application_copies_purpose_idx`,
  sql`ANALYZE application_list_keys`,
];

const downStatements = [
  sql`CREATE INDEX application_copies_purpose_idx
    ON application_copies (lower(purpose), application_id)`,
  sql`CREATE INDEX application_copies_type_idx ON application_copies (type, application_id)`,
  sql`CREATE INDEX application_copies_format_delivery_idx
    ON application_copies (format, delivery_type, application_id)`,
  sql`DROP TRIGGER applications_list_keys_created_at ON applications`,
  sql`DROP FUNCTION application_list_keys_created_at()`,
  sql`DROP TRIGGER application_copies_list_keys ON application_copies`,
  sql`DROP FUNCTION application_list_keys_of_copies()`,
  sql`DROP TABLE application_list_keys`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
