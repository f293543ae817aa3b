import { type Kysely, sql } from 'kysely';

/**
 * Growth to 1,000,000 applications: indexes that match how the admin list is queried
 * (modules/applications/README.md, "List").
 * - Every sort ends with `id` as the tie-break, so each sort key is indexed with `id` after it:
 *   the page's ids come from an index-only scan, backwards for `desc` (created_at, total, status
 *   in lifecycle order — the same array_position expression as the repository's), and a status
 *   filter with the default sort reads one range of (status, created_at, id).
 * - A "surname first-name" search (either order) is one range of a two-column index instead of
 *   a BitmapAnd of two single-column ones; each leading column still serves a one-word search.
 * Plain CREATE INDEX (in the migration's transaction): it blocks writes to applications while it
 * builds — seconds at 1,000,000 rows.
 */
const statusOrder = sql.raw(
  `array_position(ARRAY['pending_payment','paid','processing','on_hold','dispatched','sent','delivered','completed','rejected','cancelled','refunded'], status)`,
);

const upStatements = [
  sql`CREATE INDEX applications_created_at_id_idx ON applications (created_at, id)`,
  sql`DROP INDEX applications_created_at_idx`,
  sql`CREATE INDEX applications_status_created_at_id_idx ON applications (status, created_at, id)`,
  sql`DROP INDEX applications_status_created_at_idx`,
  sql`CREATE INDEX applications_total_id_idx ON applications (total, id)`,
  sql`CREATE INDEX applications_status_order_id_idx ON applications ((${statusOrder}), id)`,
  sql`CREATE INDEX applications_surname_first_name_idx
    ON applications (lower(surname) text_pattern_ops, lower(first_name) text_pattern_ops)`,
  sql`DROP INDEX applications_surname_idx`,
  sql`CREATE INDEX applications_first_name_surname_idx
    ON applications (lower(first_name) text_pattern_ops, lower(surname) text_pattern_ops)`,
  sql`DROP INDEX applications_first_name_idx`,
  // The statistics of lower(surname)/lower(first_name) belonged to the dropped indexes: without
  // them (until autovacuum analyzes) the planner guesses a name search's selectivity and can
  // pick a walk along the created_at index that reads the whole table.
  sql`ANALYZE applications`,
];

const downStatements = [
  sql`CREATE INDEX applications_first_name_idx ON applications (lower(first_name) text_pattern_ops)`,
  sql`DROP INDEX applications_first_name_surname_idx`,
  sql`CREATE INDEX applications_surname_idx ON applications (lower(surname) text_pattern_ops)`,
  sql`DROP INDEX applications_surname_first_name_idx`,
  sql`DROP INDEX applications_status_order_id_idx`,
  sql`DROP INDEX applications_total_id_idx`,
  sql`CREATE INDEX applications_status_created_at_idx ON applications (status, created_at)`,
  sql`DROP INDEX applications_status_created_at_id_idx`,
  sql`CREATE INDEX applications_created_at_idx ON applications (created_at)`,
  sql`DROP INDEX applications_created_at_id_idx`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
