import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import type { SigningIdentity } from './identity';

/** A certificate's fingerprint: SHA-256 of its DER, hex. */
export const fingerprintOf = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

export const certificateDer = (identity: Pick<SigningIdentity, 'certificate'>) =>
  Buffer.from(identity.certificate.toSchema(true).toBER(false));

/**
 * Remembers the identity's certificate as one the institution signs with (once). The first use
 * of a certificate, at the first start with a new key, is a key rotation: it is audited.
 */
export async function recordCertificate(db: Db, identity: SigningIdentity): Promise<void> {
  const der = certificateDer(identity);
  const fingerprint = fingerprintOf(der);
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('signing_certificates')
      .values({
        fingerprint,
        subject: identity.signerName,
        certificate: der,
        development: identity.development,
      })
      .onConflict((conflict) => conflict.column('fingerprint').doNothing())
      .returning('fingerprint')
      .executeTakeFirst();
    if (!added) return;
    await recordAudit(
      trx,
      { actorUserId: null, ip: null },
      {
        action: 'signing_certificate.added',
        entityType: 'signing_certificate',
        entityId: fingerprint,
        details: {
          subject: identity.signerName,
          development: identity.development,
          not_after: identity.certificate.notAfter.value.toISOString(),
        },
      },
    );
  });
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
