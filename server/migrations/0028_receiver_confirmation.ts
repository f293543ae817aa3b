import { type Kysely, sql } from 'kysely';

/**
 * An official copy to a receiver the applicant typed in (not one of the directory) is sent only
 * once staff have confirmed the receiver: who confirmed it and when. Copies already sent or
 * dispatched were let go under the old rules: they count as confirmed when ordered, by no one.
 * Every request still in progress waits for staff like a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies
    ADD COLUMN receiver_confirmed_at timestamptz,
    ADD COLUMN receiver_confirmed_by integer REFERENCES staff_users (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`UPDATE application_copies c SET receiver_confirmed_at = c.created_at
    FROM applications a
    WHERE a.id = c.application_id AND c.type = 'official' AND c.recipient_id IS NULL
      AND a.status IN ('dispatched', 'sent', 'delivered', 'completed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies
    DROP COLUMN receiver_confirmed_at, DROP COLUMN receiver_confirmed_by`.execute(db);
}
