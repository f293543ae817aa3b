import { type Kysely, sql } from 'kysely';

/**
 * A hold that is never answered does not last for ever. A hold reason may say after how many days
 * a request held for it is cancelled (its payment refunded through the provider); the request
 * keeps the moment that happens, from when it was held, so a later change of the reason does not
 * move a date the applicant was already told. The starter reasons that wait on the applicant
 * cancel after 30 days; those that wait on the registry never do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hold_reasons
    ADD COLUMN cancel_after_days integer CHECK (cancel_after_days BETWEEN 1 AND 365)`.execute(db);
  await sql`UPDATE hold_reasons SET cancel_after_days = 30 WHERE applicant_action = 'reply'`.execute(
    db,
  );
  await sql`ALTER TABLE applications ADD COLUMN hold_cancel_at timestamptz`.execute(db);
  await sql`CREATE INDEX applications_hold_cancel_at ON applications (hold_cancel_at)
    WHERE hold_cancel_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications DROP COLUMN hold_cancel_at`.execute(db);
  await sql`ALTER TABLE hold_reasons DROP COLUMN cancel_after_days`.execute(db);
}
