import { type Kysely, sql } from 'kysely';

/**
 * Every certificate the institution has signed PDFs with (modules/signing): a PDF uploaded to
 * /verify counts as issued by the institution when its signer's certificate is one of these, so
 * documents signed before a key rotation stay verifiable. Keyed by the SHA-256 of the DER.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE signing_certificates (
    fingerprint text PRIMARY KEY,
    subject text NOT NULL,
    certificate bytea NOT NULL,
    development boolean NOT NULL,
    first_used_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE signing_certificates`.execute(db);
}
