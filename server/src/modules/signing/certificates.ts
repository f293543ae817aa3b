import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import type { SigningIdentity } from './identity';

/** A certificate's fingerprint: SHA-256 of its DER, hex. */
export const fingerprintOf = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

export const certificateDer = (identity: Pick<SigningIdentity, 'certificate'>) =>
  Buffer.from(identity.certificate.toSchema(true).toBER(false));

/** A key the institution no longer stands behind, refused where it would start signing. */
export class UntrustedKeyError extends Error {
  constructor(
    readonly identity: SigningIdentity,
    readonly fingerprint: string,
  ) {
    super(
      identity.development
        ? "The development signing key would sign, but the institution's own certificate has been installed before: nothing it signed would verify. Set SIGNING_P12_PATH (docs/credentials.md)."
        : `The signing key (${identity.signerName}, ${fingerprint}) was retired: nothing it signed would verify. Install a new key (docs/credentials.md).`,
    );
  }
}

/**
 * Remembers the identity's certificate as one the institution signs with (once). The first use
 * of a certificate, at the first start with a new key, is a key rotation: it is audited. With
 * `mustBeTrusted`, a key the institution does not stand behind (trustedCertificates) is refused
 * with UntrustedKeyError, and nothing is recorded.
 */
export async function recordCertificate(
  db: Db,
  identity: SigningIdentity,
  { mustBeTrusted = false } = {},
): Promise<void> {
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
    if (mustBeTrusted && (await trustedCertificates(trx, fingerprint)).length === 0) {
      throw new UntrustedKeyError(identity, fingerprint);
    }
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

/**
 * The certificates whose signatures the institution stands behind, oldest first (one, by
 * fingerprint, when given): every one staff have not retired, and the development ones only
 * while the institution has never installed a certificate of its own. A development key sits
 * unprotected in DATA_DIR and is trusted by no one outside; once the real key signs, documents
 * signed with a development key stop verifying.
 */
export function trustedCertificates(db: Db, fingerprint?: string) {
  let query = db
    .selectFrom('signing_certificates as c')
    .select(['c.fingerprint', 'c.certificate'])
    .where('c.retired_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('c.development', '=', false),
        eb.not(
          eb.exists(
            eb
              .selectFrom('signing_certificates as own')
              .select('own.fingerprint')
              .where('own.development', '=', false),
          ),
        ),
      ]),
    );
  if (fingerprint !== undefined) query = query.where('c.fingerprint', '=', fingerprint);
  return query.orderBy('c.first_used_at').orderBy('c.fingerprint').execute();
}

/** Whether the certificate whose DER this is signs for the institution (trustedCertificates). */
export async function isInstitutionCertificate(db: Db, der: Uint8Array): Promise<boolean> {
  return (await trustedCertificates(db, fingerprintOf(der))).length > 0;
}
