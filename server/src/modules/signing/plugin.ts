import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';
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
  /**
   * The current key and certificate, recorded in signing_certificates before it is handed out.
   * A key the institution no longer stands behind (retired meanwhile, perhaps from another
   * process) is not handed out: 503, so nothing is issued that would not verify.
   */
  identity(): Promise<SigningIdentity>;
  /** The fingerprint of the key this process signs with, trusted or not. */
  fingerprint(): Promise<string>;
}

/** Said (503) when this process's key is no longer trusted: nothing can be signed. */
export const SIGNING_KEY_UNTRUSTED =
  'Documents cannot be signed right now: this server’s signing key is no longer trusted. Please try again later.';

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
      // A retired key, or a development one after the institution's own, stops the start.
      await recordCertificate(app.db, loaded, { mustBeTrusted: true });
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
    const fingerprints = new WeakMap<SigningIdentity, string>();
    const fingerprintOfKey = (key: SigningIdentity) => {
      let known = fingerprints.get(key);
      if (!known) fingerprints.set(key, (known = fingerprintOf(certificateDer(key))));
      return known;
    };
    const current = async () => {
      const key = await identity();
      const fingerprint = fingerprintOfKey(key);
      if ((await trustedCertificates(app.db, fingerprint)).length === 0) {
        app.log.error(
          { signer: key.signerName, fingerprint },
          'The signing key is no longer trusted (retired, or replaced by the institution’s own): nothing is signed until a trusted key is installed and the server restarted (docs/credentials.md)',
        );
        throw new HttpError(503, SIGNING_KEY_UNTRUSTED);
      }
      return key;
    };
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
      fingerprint: async () => fingerprintOfKey(await identity()),
    } satisfies InstitutionSigner);
  },
  { name: 'signing' },
);
