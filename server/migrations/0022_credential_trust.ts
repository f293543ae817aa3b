import { type Kysely, sql } from 'kysely';

/**
 * A signing certificate the institution no longer stands behind (its key was lost or leaked):
 * once retired, signatures made with it stop verifying and the DID document stops listing it.
 * Every credential the institution signs, by the SHA-256 of its signed payload, so a check
 * knows what was issued (not only what the record says now). And the revoked documents, indexed
 * alone, so the revocation list reads only those rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE signing_certificates
    ADD COLUMN retired_at timestamptz,
    ADD COLUMN retired_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
    ADD COLUMN retire_reason text`.execute(db);
  await sql`CREATE TABLE issued_credentials (
    payload_sha256 text PRIMARY KEY,
    verification_code text NOT NULL,
    issued_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX issued_documents_revoked ON issued_documents (verification_code)
    WHERE revoked_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX graduate_certificates_revoked ON graduate_certificates (verification_code)
    WHERE revoked_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX graduate_certificates_revoked`.execute(db);
  await sql`DROP INDEX issued_documents_revoked`.execute(db);
  await sql`DROP TABLE issued_credentials`.execute(db);
  await sql`ALTER TABLE signing_certificates
    DROP COLUMN retire_reason, DROP COLUMN retired_by, DROP COLUMN retired_at`.execute(db);
}
