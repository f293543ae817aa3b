import fp from 'fastify-plugin';
import {
  certificateDer,
  fingerprintOf,
  recordCertificate,
  trustedCertificates,
} from './certificates';
import { loadSigningIdentity, type SigningIdentity, type SigningKeyOptions } from './identity';
import { type SignatureDetails, signPdf } from './pades';
import { rfc3161Timestamper } from './tsa';

/**
 * The institution's signing key: it signs the PDFs the institution issues (transcript downloads,
 * certificates, receipts) and, through `identity`, their verifiable credentials
 * (modules/credentials).
 */
export interface InstitutionSigner {
  sign(pdf: Uint8Array, details: SignatureDetails): Promise<Buffer>;
  /** The current key and certificate, recorded in signing_certificates before it is handed out. */
  identity(): Promise<SigningIdentity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signer: InstitutionSigner;
  }
}

const DAY = 24 * 3_600_000;

/** What to tell the operator when the certificate has expired or expires within 30 days. */
export function expiryWarning(identity: SigningIdentity, now = new Date()): string | undefined {
  const notAfter = identity.certificate.notAfter.value;
  const date = notAfter.toISOString().slice(0, 10);
  if (notAfter.getTime() <= now.getTime()) {
    return `The signing certificate expired on ${date}: readers show new signatures as made with an expired certificate. Install a new one (docs/credentials.md).`;
  }
  if (notAfter.getTime() - now.getTime() < 30 * DAY) {
    return `The signing certificate expires on ${date}: install its successor before then (docs/credentials.md).`;
  }
  return undefined;
}

/** Without a configured key: one development key for the whole process, made when first needed. */
let processKey: Promise<SigningIdentity> | undefined;
const processDevelopmentKey = () => (processKey ??= loadSigningIdentity());

/**
 * The institution's PDF signer. A configured key file (or the development key file under
 * DATA_DIR) is read at start, so a wrong path or password stops the server before it serves
 * anything; with neither (tests), the process's development key signs. The certificate is
 * recorded in signing_certificates before it signs anything, so /verify knows it for good.
 */
export default fp<SigningKeyOptions>(
  async (app, options) => {
    let identity: () => Promise<SigningIdentity>;
    if (options.p12Path || options.developmentFile) {
      const loaded = await loadSigningIdentity(options);
      if (loaded.source === 'created') {
        app.log.warn(
          { file: options.developmentFile, signer: loaded.signerName },
          'SIGNING_P12_PATH is not set: created a development signing key. Issued PDFs are signed with it, and no verifier trusts it: install the institution certificate (docs/credentials.md)',
        );
      } else if (loaded.development) {
        app.log.warn(
          { file: options.developmentFile, signer: loaded.signerName },
          'Issued PDFs are signed with the development signing key, which no verifier trusts: set SIGNING_P12_PATH (docs/credentials.md)',
        );
      }
      if (loaded.warning) app.log.warn(loaded.warning);
      const expiry = expiryWarning(loaded);
      if (expiry) app.log.warn({ signer: loaded.signerName }, expiry);
      await recordCertificate(app.db, loaded);
      const fingerprint = fingerprintOf(certificateDer(loaded));
      const [row] = await app.db
        .selectFrom('signing_certificates')
        .select('retired_at')
        .where('fingerprint', '=', fingerprint)
        .execute();
      if (row?.retired_at) {
        throw new Error(
          `The signing key (${loaded.signerName}, ${fingerprint}) was retired on ${row.retired_at.toISOString()}: nothing it signs would verify. Install a new key (docs/credentials.md).`,
        );
      }
      if ((await trustedCertificates(app.db, fingerprint)).length === 0) {
        app.log.error(
          { signer: loaded.signerName },
          "The development signing key signs, but the institution's own certificate has been installed before: documents signed now will not verify. Set SIGNING_P12_PATH (docs/credentials.md)",
        );
      }
      identity = () => Promise.resolve(loaded);
    } else {
      // The process's key is recorded in this app's database before its first signature.
      let recorded: Promise<SigningIdentity> | undefined;
      identity = () =>
        (recorded ??= processDevelopmentKey().then(async (key) => {
          await recordCertificate(app.db, key);
          return key;
        }));
    }
    const current = identity;
    const timestamp = options.tsaUrl ? rfc3161Timestamper(options.tsaUrl) : undefined;
    app.decorate('signer', {
      sign: async (pdf, details) => {
        const key = await current();
        if (!timestamp) return signPdf(pdf, key, details);
        try {
          return await signPdf(pdf, key, details, { timestamp });
        } catch (error) {
          // The document is still issued, signed without the authority's time (PAdES B-B).
          app.log.warn(
            { err: error, tsa: options.tsaUrl },
            'No timestamp from SIGNING_TSA_URL: the PDF is signed without one',
          );
          return signPdf(pdf, key, details);
        }
      },
      identity: current,
    } satisfies InstitutionSigner);
  },
  { name: 'signing' },
);
