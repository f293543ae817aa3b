import { type Kysely, sql } from 'kysely';

/**
 * A copy sent to a receiver of the directory names it: the receiver cannot be deleted while a
 * copy does (deactivating it keeps the link), and staff see which copies went to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies
    ADD COLUMN recipient_id integer REFERENCES recipients (id)`.execute(db);
  await sql`CREATE INDEX application_copies_recipient_id ON application_copies (recipient_id)
    WHERE recipient_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE application_copies DROP COLUMN recipient_id`.execute(db);
}
