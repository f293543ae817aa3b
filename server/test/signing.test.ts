import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { DEVELOPMENT_SIGNER, loadSigningIdentity } from '../src/modules/signing/identity';
import { pdfDocText, signPdf } from '../src/modules/signing/pades';
import { expiryWarning } from '../src/modules/signing/plugin';
import { rfc3161Timestamper } from '../src/modules/signing/tsa';
import { institutionP12 } from './support/institution-p12';
import { signatureOf } from './support/pdf-timestamp';
import { pdfsig } from './support/pdfsig';
import { startTsaStandIn } from './support/tsa-stand-in';

/**
 * Every PDF the institution issues is signed (PAdES B-B), and a reader checking it offline
 * (poppler's pdfsig) sees who signed it and whether any byte changed since.
 */

async function plainPdf() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Transcript');
  return doc.save();
}

const valid = (signerName: string) => ({
  signerName,
  subFilter: 'ETSI.CAdES.detached',
  validation: 'Signature is Valid.',
  coversWholeFile: true,
});

describe('PDF signatures', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'registrar-signing-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['rsa', 'ec'] as const)(
    "signs with the institution's own %s key from a PKCS#12 file made by openssl",
    async (key) => {
      const p12 = institutionP12('Federal University of Technology Registry', 'p12-secret', key);
      try {
        const identity = await loadSigningIdentity({
          p12Path: p12.file,
          p12Password: 'p12-secret',
        });
        expect(identity).toMatchObject({ development: false, source: 'configured' });
        const signed = await signPdf(await plainPdf(), identity, { reason: 'Transcript' });
        const { signatures } = await pdfsig(signed);
        expect(signatures).toEqual([valid('Federal University of Technology Registry')]);
      } finally {
        p12.remove();
      }
    },
  );

  it('writes text beyond Latin-1 in the signature as its base letters, not as stray bytes', async () => {
    expect(pdfDocText('Ọbáfẹ́mi Awólọ́wọ̀ University, Ilé-Ifẹ̀ – 2026 ✓')).toBe(
      'Obáfemi Awólowo University, Ilé-Ife - 2026 ?',
    );
    const identity = await loadSigningIdentity({});
    const signed = await signPdf(await plainPdf(), identity, {
      reason: 'Certificate, issued by Ọbáfẹ́mi Awólọ́wọ̀ University',
    });
    expect(Buffer.from(signed).toString('latin1')).toContain(
      '/Reason (Certificate, issued by Obáfemi Awólowo University)',
    );
    expect((await pdfsig(signed)).signatures[0]?.validation).toBe('Signature is Valid.');
  });

  it('refuses a key file under the wrong password, saying which variable to check', async () => {
    const p12 = institutionP12('Registry', 'right');
    try {
      await expect(
        loadSigningIdentity({ p12Path: p12.file, p12Password: 'wrong' }),
      ).rejects.toThrow(/SIGNING_P12_PASSWORD/);
    } finally {
      p12.remove();
    }
  });

  it('refuses a key file that is not there, naming the variable', async () => {
    await expect(
      loadSigningIdentity({ p12Path: path.join(dir, 'missing.p12'), p12Password: 'x' }),
    ).rejects.toThrow(/^SIGNING_P12_PATH: .*missing\.p12 cannot be read \(ENOENT\)\.$/);
  });

  it('reads a byte changed after signing as a broken signature', async () => {
    const signed = await signPdf(await plainPdf(), await loadSigningIdentity(), {
      reason: 'Transcript',
    });
    expect((await pdfsig(signed)).signatures).toEqual([valid(DEVELOPMENT_SIGNER)]);
    const tampered = Buffer.from(signed);
    // The header's version digit: the file still opens; its digest no longer matches.
    const at = tampered.indexOf('%PDF-1.') + 7;
    tampered[at] = tampered[at] === 0x37 ? 0x36 : 0x37;
    const [signature] = (await pdfsig(tampered)).signatures;
    expect(signature?.validation).toBe('Digest Mismatch.');
  });

  it("carries a timestamp authority's time (PAdES B-T) that the authority's certificate verifies", async () => {
    const tsa = await startTsaStandIn();
    try {
      const before = Date.now();
      const signed = await signPdf(
        await plainPdf(),
        await loadSigningIdentity(),
        { reason: 'Transcript' },
        { timestamp: rfc3161Timestamper(tsa.url) },
      );
      expect((await pdfsig(signed)).signatures).toEqual([valid(DEVELOPMENT_SIGNER)]);
      expect(tsa.answered).toBe(1);

      // The token, read and checked by PKI.js: for this signature's value, by the authority.
      const { signerInfo, token } = signatureOf(signed);
      const answer = new pkijs.TimeStampResp({
        status: new pkijs.PKIStatusInfo({ status: 0 }),
        timeStampToken: token!,
      });
      const value = new Uint8Array(signerInfo.signature.valueBlock.valueHexView).buffer;
      await expect(
        answer.verify({ signer: 0, trustedCerts: [tsa.certificate], data: value }),
      ).resolves.toBe(true);
      // Not for any other signature.
      await expect(
        answer.verify({ signer: 0, trustedCerts: [tsa.certificate], data: new ArrayBuffer(8) }),
      ).rejects.toThrow();
      const info = pkijs.TSTInfo.fromBER(
        new pkijs.SignedData({ schema: token!.content }).encapContentInfo.eContent!.getValue(),
      );
      expect(info.genTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(info.genTime.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await tsa.close();
    }
  });

  it('warns of a certificate that has expired or expires within 30 days', async () => {
    // openssl -days 30: valid from now for 30 days.
    const p12 = institutionP12('Registry', 'x');
    try {
      const identity = await loadSigningIdentity({ p12Path: p12.file, p12Password: 'x' });
      const day = 24 * 3_600_000;
      expect(expiryWarning(identity, new Date(Date.now() - 10 * day))).toBeUndefined();
      expect(expiryWarning(identity)).toMatch(
        /^The signing certificate expires on \d{4}-\d{2}-\d{2}: /,
      );
      expect(expiryWarning(identity, new Date(Date.now() + 31 * day))).toMatch(
        /^The signing certificate expired on /,
      );
    } finally {
      p12.remove();
    }
  });

  it('creates the development key once, readable by its owner only, and reuses it', async () => {
    const developmentFile = path.join(dir, 'data', 'signing-development.p12');
    const created = await loadSigningIdentity({ developmentFile });
    expect(created).toMatchObject({
      source: 'created',
      development: true,
      signerName: DEVELOPMENT_SIGNER,
    });
    expect(statSync(developmentFile).mode & 0o777).toBe(0o600);
    const again = await loadSigningIdentity({ developmentFile });
    expect(again.source).toBe('file');
    expect(again.certificate.serialNumber.isEqual(created.certificate.serialNumber)).toBe(true);
  });
});
