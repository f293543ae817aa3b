import { type Kysely, sql } from 'kysely';

/**
 * Where a receiver's hard copies travel: `abroad` receivers take international delivery, the
 * others domestic, so a copy to a receiver is priced for where the receiver is, not where the
 * applicant says. The starter list's receivers abroad are marked. And the staff lists' filter by
 * graduation session finds a session's requests through their graduate: an index for it.
 */
const ABROAD = [
  'World Education Services (WES), United States',
  'World Education Services (WES), Canada',
  'Educational Credential Evaluators (ECE)',
  'International Credential Assessment Service of Canada (ICAS)',
  'Commonwealth Scholarship Commission in the UK',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recipients ADD COLUMN abroad boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE recipients SET abroad = true WHERE name IN (${sql.join(ABROAD)})`.execute(db);
  await sql`CREATE INDEX applications_graduate_id ON applications (graduate_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applications_graduate_id`.execute(db);
  await sql`ALTER TABLE recipients DROP COLUMN abroad`.execute(db);
}
