import { type Kysely, sql } from 'kysely';

/**
 * A certificate application's page shows the certificate issued for it. An issued
 * certificate may now name the certificate application it answers (NULL: issued from the
 * graduate's record on Graduation Certificates, as before). A deleted application leaves the
 * certificate (SET NULL): it stays valid or revoked on its own.
 */
const upStatements = [
  sql`ALTER TABLE graduate_certificates ADD COLUMN certificate_application_id integer
    REFERENCES certificate_applications (id) ON DELETE SET NULL`,
  sql`CREATE INDEX graduate_certificates_certificate_application_idx
    ON graduate_certificates (certificate_application_id)
    WHERE certificate_application_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE graduate_certificates DROP COLUMN certificate_application_id`.execute(db);
}
