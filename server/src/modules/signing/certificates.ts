import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import type { SigningIdentity } from './identity';

/** A certificate's fingerprint: SHA-256 of its DER, hex. */
export const fingerprintOf = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

export const certificateDer = (identity: Pick<SigningIdentity, 'certificate'>) =>
  Buffer.from(identity.certificate.toSchema(true).toBER(false));

/** Remembers the identity's certificate as one the institution signs with (once). */
export async function recordCertificate(db: Db, identity: SigningIdentity): Promise<void> {
  const der = certificateDer(identity);
  await db
    .insertInto('signing_certificates')
    .values({
      fingerprint: fingerprintOf(der),
      subject: identity.signerName,
      certificate: der,
      development: identity.development,
    })
    .onConflict((conflict) => conflict.column('fingerprint').doNothing())
    .execute();
}

/** Whether the institution has ever signed with the certificate whose DER this is. */
export async function isInstitutionCertificate(db: Db, der: Uint8Array): Promise<boolean> {
  const row = await db
    .selectFrom('signing_certificates')
    .select('fingerprint')
    .where('fingerprint', '=', fingerprintOf(der))
    .executeTakeFirst();
  return row !== undefined;
}
