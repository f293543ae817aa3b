import { NOT_A_PDF, SEND_PDF_BODY, ZVerifyPdfResponse } from '@registrar/shared-api/contracts';
import * as asn1js from 'asn1js';
import { PDFDocument } from 'pdf-lib';
import * as pkijs from 'pkijs';
import type { App } from '../src/app';
import { loadSigningIdentity } from '../src/modules/signing/identity';
import { OID } from '../src/modules/signing/oids';
import { signPdf } from '../src/modules/signing/pades';
import { bearer } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { institutionP12 } from './support/institution-p12';
import { appWithSigningKey } from './support/keyed-app';

/**
 * A third party holding only a PDF learns from /verify, in plain terms, whether the institution
 * issued it and it is unchanged, was withdrawn, was changed after issue, or never came from the
 * institution; and what it was issued as, with no contact data. Documents signed before a key
 * rotation stay valid.
 */
describe.each(oneDatabaseTarget())('verifying a PDF on $name', (target) => {
  const keyA = institutionP12('Demo University Registry', 'a-password');
  const keyB = institutionP12('Demo University Registry 2027', 'b-password');
  const forger = institutionP12('Demo University Registry', 'f-password');
  const keyed = appWithSigningKey(target);
  let app: App;
  let token: string;
  const start = async (key: typeof keyA, password: string) => {
    ({ app, token } = await keyed.start(key, password));
  };
  beforeAll(() => start(keyA, 'a-password'));
  afterAll(() => {
    for (const key of [keyA, keyB, forger]) key.remove();
  });

  let address = 0;
  const verify = async (pdf: Uint8Array, contentType = 'application/pdf') => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/verify/pdf',
      headers: { 'content-type': contentType },
      payload: Buffer.from(pdf),
      remoteAddress: `198.51.100.${address}`,
    });
  };
  const outcomeOf = async (pdf: Uint8Array) => {
    const response = await verify(pdf);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('@');
    return ZVerifyPdfResponse.parse(response.json()).data;
  };
  const issueCertificate = async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/graduates/1/certificates',
      headers: bearer(token),
      payload: { template_id: 1 },
    });
    expect(issued.statusCode).toBe(200);
    const certificate = issued.json().data as { id: number; verification_code: string };
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/graduate-certificates/${certificate.id}/pdf`,
      headers: bearer(token),
    });
    return { ...certificate, pdf: pdf.rawPayload };
  };

  let issued: Awaited<ReturnType<typeof issueCertificate>>;
  it('says a certificate as issued is valid, and what it was issued as', async () => {
    issued = await issueCertificate();
    const result = await outcomeOf(issued.pdf);
    expect(result).toMatchObject({
      outcome: 'valid',
      signer: 'Demo University Registry',
      signed_at: expect.any(String),
      document: { kind: 'certificate', status: 'valid', code: issued.verification_code },
    });
  });

  it('says a copy with one byte changed, or with anything added after signing, was changed', async () => {
    const tampered = Buffer.from(issued.pdf);
    const at = tampered.indexOf('%PDF-1.') + 7;
    tampered[at] = tampered[at] === 0x37 ? 0x36 : 0x37;
    expect(await outcomeOf(tampered)).toEqual({
      outcome: 'changed',
      signer: 'Demo University Registry',
    });
    // An incremental update appended after the signature (a reader's "save" of an edit).
    const appended = Buffer.concat([issued.pdf, Buffer.from('\n1 0 obj\n<< >>\nendobj\n%%EOF\n')]);
    expect((await outcomeOf(appended)).outcome).toBe('changed');
  });

  it('says an unsigned PDF, or one signed by a look-alike key, was not issued by the institution', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Certificate');
    const unsigned = await doc.save();
    expect(await outcomeOf(unsigned)).toEqual({ outcome: 'not_issued', signer: null });
    const lookAlike = await loadSigningIdentity({
      p12Path: forger.file,
      p12Password: 'f-password',
    });
    const forged = await signPdf(unsigned, lookAlike, {
      reason: `Certificate, verification code ${issued.verification_code}`,
    });
    expect(await outcomeOf(forged)).toEqual({
      outcome: 'not_issued',
      signer: 'Demo University Registry',
    });
  });

  it("refuses the institution's signature lifted onto another file with the content it signed attached", async () => {
    // The genuine CMS, given the genuine signed bytes as its own content: its digest and
    // signature still hold, but for those bytes, not for the file it is put in.
    const text = issued.pdf.toString('latin1');
    const [a, b, c, d] = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/
      .exec(text)!
      .slice(1)
      .map(Number) as [number, number, number, number];
    const signedBytes = Buffer.concat([
      issued.pdf.subarray(a, a + b),
      issued.pdf.subarray(c, c + d),
    ]);
    const der = asn1js.fromBER(new Uint8Array(Buffer.from(text.slice(a + b + 1, c - 1), 'hex')));
    const signedData = new pkijs.SignedData({
      schema: pkijs.ContentInfo.fromBER(der.result.toBER(false)).content,
    });
    signedData.encapContentInfo.eContent = new asn1js.OctetString({ valueHex: signedBytes });
    const lifted = Buffer.from(
      new pkijs.ContentInfo({
        contentType: OID.signedData,
        content: signedData.toSchema(true),
      })
        .toSchema()
        .toBER(false),
    );
    // A new one-page file saying something else, signed with the lifted CMS, naming another code.
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Mallory Eve, PhD, First Class');
    const forged = Buffer.from(await doc.save({ useObjectStreams: false }));
    const other = await issueCertificate();
    const placeholder = '[0 0000000000 0000000000 0000000000]';
    const dictionary = `\n99 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange ${placeholder} /Contents <${lifted.toString('hex')}> /Reason (Certificate, verification code ${other.verification_code.replace(/(.{4})(?=.)/g, '$1-')}) >>\nendobj\n`;
    let file = forged.toString('latin1') + dictionary;
    const gapStart = file.indexOf('/Contents <') + '/Contents '.length;
    const gapEnd = file.indexOf('>', gapStart) + 1;
    const pad = (n: number) => String(n).padStart(10, '0');
    file = file.replace(
      placeholder,
      `[0 ${pad(gapStart)} ${pad(gapEnd)} ${pad(file.length - gapEnd)}]`,
    );
    const result = await outcomeOf(Buffer.from(file, 'latin1'));
    expect(result.outcome).toBe('not_issued');
  });

  it('answers a file crowded with signature entries at once, as not issued', async () => {
    // 2 MB of /ByteRange entries: each one read in full would cost time and memory quadratic
    // in the file's size.
    const entry = '/ByteRange[0 9 11 2000000]';
    const crowded = Buffer.from(`%PDF-1.7\n<>${entry.repeat(Math.ceil(2_000_000 / entry.length))}`);
    const started = Date.now();
    expect(await outcomeOf(crowded)).toEqual({ outcome: 'not_issued', signer: null });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('says a revoked certificate is revoked', async () => {
    const revoked = await issueCertificate();
    const response = await app.inject({
      method: 'POST',
      url: `/api/graduate-certificates/${revoked.id}/revoke`,
      headers: bearer(token),
      payload: { reason: 'Misspelt name' },
    });
    expect(response.statusCode).toBe(200);
    expect(await outcomeOf(revoked.pdf)).toMatchObject({
      outcome: 'revoked',
      document: { status: 'revoked', code: revoked.verification_code },
    });
  });

  it('still says a document signed before the key was rotated is valid', async () => {
    await start(keyB, 'b-password');
    expect((await outcomeOf(issued.pdf)).outcome).toBe('valid');
    const after = await issueCertificate();
    expect(await outcomeOf(after.pdf)).toMatchObject({
      outcome: 'valid',
      signer: 'Demo University Registry 2027',
    });
  });

  it('refuses what is not a PDF, and another content type', async () => {
    const response = await verify(Buffer.from('hello'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', message: NOT_A_PDF });
    expect((await verify(issued.pdf, 'application/octet-stream')).statusCode).toBe(415);
    // No body, or text the server does read (text/plain): not a file either.
    address += 1;
    for (const request of [
      { headers: {} },
      { headers: { 'content-type': 'text/plain' }, payload: 'null' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/verify/pdf',
        remoteAddress: `198.51.100.${address}`,
        ...request,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ status: 'error', message: SEND_PDF_BODY });
    }
  });
});
