import { type Kysely, sql } from 'kysely';

/**
 * Each issued document's entry in the revocation status list (modules/credentials): a position
 * in the Bitstring Status List, drawn at random when the document's first credential is made.
 * Keyed by position; a verification code (unique across transcripts and certificates) names
 * the document, so one table serves both kinds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE credential_statuses (
    status_index integer PRIMARY KEY CHECK (status_index >= 0),
    verification_code text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE credential_statuses`.execute(db);
}
