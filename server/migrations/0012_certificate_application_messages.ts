import { type Kysely, sql } from 'kysely';

/**
 * Certificate applications have a message thread like transcript applications. A
 * message belongs to exactly one of the two (CHECK); each kind's thread is read by its own
 * (owner id, id) index. Down removes the certificate threads first (they cannot be kept).
 */
const upStatements = [
  sql`ALTER TABLE messages ALTER COLUMN application_id DROP NOT NULL`,
  sql`ALTER TABLE messages ADD COLUMN certificate_application_id integer
    REFERENCES certificate_applications (id) ON DELETE CASCADE`,
  sql`ALTER TABLE messages ADD CONSTRAINT messages_one_owner_check
    CHECK ((application_id IS NULL) <> (certificate_application_id IS NULL))`,
  sql`CREATE INDEX messages_certificate_application_idx
    ON messages (certificate_application_id, id) WHERE certificate_application_id IS NOT NULL`,
];

const downStatements = [
  sql`DELETE FROM messages WHERE certificate_application_id IS NOT NULL`,
  sql`DROP INDEX messages_certificate_application_idx`,
  sql`ALTER TABLE messages DROP CONSTRAINT messages_one_owner_check`,
  sql`ALTER TABLE messages DROP COLUMN certificate_application_id`,
  sql`ALTER TABLE messages ALTER COLUMN application_id SET NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await statement.execute(db);
}
