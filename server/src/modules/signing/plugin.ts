import fp from 'fastify-plugin';
import { loadSigningIdentity, type SigningIdentity, type SigningKeyOptions } from './identity';
import { type SignatureDetails, signPdf } from './pades';

/** Signs the PDFs the institution issues (transcript downloads, certificates, receipts). */
export interface PdfSigner {
  sign(pdf: Uint8Array, details: SignatureDetails): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfSigner: PdfSigner;
  }
}

/** Without a configured key: one development key for the whole process, made when first needed. */
let processKey: Promise<SigningIdentity> | undefined;
const processDevelopmentKey = () => (processKey ??= loadSigningIdentity());

/**
 * The institution's PDF signer. A configured key file (or the development key file under
 * DATA_DIR) is read at start, so a wrong path or password stops the server before it serves
 * anything; with neither (tests), the process's development key signs.
 */
export default fp<SigningKeyOptions>(
  async (app, options) => {
    let identity: (() => Promise<SigningIdentity>) | undefined;
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
      identity = () => Promise.resolve(loaded);
    }
    app.decorate('pdfSigner', {
      sign: async (pdf, details) =>
        signPdf(pdf, await (identity ?? processDevelopmentKey)(), details),
    } satisfies PdfSigner);
  },
  { name: 'signing' },
);
