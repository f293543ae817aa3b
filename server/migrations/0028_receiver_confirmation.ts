import { type Kysely, sql } from 'kysely';

/**
 * An official copy to a receiver the applicant typed in (not one of the directory) is sent only
 * once staff have confirmed the receiver: who confirmed it and when. Copies ordered before the
 * directory existed were accepted under the old rules: they count as confirmed when ordered, by
 * no one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies
    ADD COLUMN receiver_confirmed_at timestamptz,
    ADD COLUMN receiver_confirmed_by integer REFERENCES staff_users (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`UPDATE application_copies SET receiver_confirmed_at = created_at
    WHERE type = 'official' AND recipient_id IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies
    DROP COLUMN receiver_confirmed_at, DROP COLUMN receiver_confirmed_by`.execute(db);
}
