import { type Kysely, sql } from 'kysely';

/**
 * The per-recipient bound on mail a stranger can cause (modules/mail/recipient-bound.ts): each
 * such email carries its recipient's normalised address (`recipient_key`; null for staff and
 * system mail, which the bound does not count), and one over the bound is kept as `suppressed`
 * (never sent, listed in the mail log) instead of being queued.
 */
const upStatements = [
  sql`ALTER TABLE outbox ADD COLUMN recipient_key text`,
  sql`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`,
  sql`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
    CHECK (status IN ('pending', 'processing', 'sent', 'failed', 'suppressed'))`,
  // The bound's count: one address's counted emails of the last hour.
  sql`CREATE INDEX outbox_recipient_key_idx ON outbox (recipient_key, created_at)
    WHERE recipient_key IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS outbox_recipient_key_idx`.execute(db);
  await sql`UPDATE outbox SET status = 'failed' WHERE status = 'suppressed'`.execute(db);
  await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`.execute(db);
  await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
    CHECK (status IN ('pending', 'processing', 'sent', 'failed'))`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN recipient_key`.execute(db);
}
