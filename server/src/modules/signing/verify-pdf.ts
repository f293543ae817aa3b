import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** What a PDF's signature says about where it comes from. */
export type PdfSignatureCheck =
  /** No signature whose byte ranges can be read. */
  | { outcome: 'unsigned' }
  /** Signed, but not with a certificate the institution has signed with. */
  | { outcome: 'foreign'; signer: string }
  /** Signed by the institution, but the bytes are no longer what it signed. */
  | { outcome: 'changed'; signer: string }
  /** Signed by the institution and unchanged; `dictionary` is the signed signature dictionary. */
  | { outcome: 'intact'; signer: string; dictionary: string; signedAt: Date | null };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const HEX = /^<[0-9a-fA-F]*>$/;

interface Candidate {
  /** The signed bytes: the two ranges, joined. */
  signed: Buffer;
  cms: Buffer;
  /** Whether the ranges end where the file ends (nothing was added after signing). */
  coversToEnd: boolean;
  /** The signature dictionary after /Contents, up to the end of its object. */
  dictionary: string;
}

/**
 * The signatures whose byte ranges are well formed: starting at 0, inside the file, with the gap
 * between them holding exactly the hex string of /Contents. Anything else in the gap (a wrapped
 * copy of other content) would be outside what the signature covers, so it does not count.
 */
function candidates(pdf: Buffer): Candidate[] {
  const text = pdf.toString('latin1');
  const found: Candidate[] = [];
  for (const match of text.matchAll(BYTE_RANGE)) {
    const [start, length1, start2, length2] = match.slice(1, 5).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const gapStart = start + length1;
    if (start !== 0 || start2 <= gapStart || start2 + length2 > pdf.length) continue;
    const gap = text.slice(gapStart, start2);
    if (!HEX.test(gap)) continue;
    const hex = gap.slice(1, -1).replace(/(?:00)+$/, '');
    const end = text.indexOf('endobj', start2);
    found.push({
      signed: Buffer.concat([pdf.subarray(0, gapStart), pdf.subarray(start2, start2 + length2)]),
      cms: Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex'),
      coversToEnd: start2 + length2 === pdf.length,
      dictionary: text.slice(start2, end === -1 ? start2 + length2 : end),
    });
  }
  return found;
}

const commonName = (certificate: pkijs.Certificate) => {
  const cn = certificate.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  return cn ? String(cn.value.valueBlock.value) : 'an unnamed signer';
};

/** `/M (D:YYYYMMDDHHmmSS…)` of the signature dictionary, as UTC when it says Z. */
function signingTimeOf(dictionary: string): Date | null {
  const m = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z?/.exec(dictionary);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** The signature's CMS, its signer's certificate (by issuer and serial) and its DER. */
function parseCms(cms: Buffer) {
  const contentInfo = pkijs.ContentInfo.fromBER(cms);
  const signedData = new pkijs.SignedData({ schema: contentInfo.content as asn1js.Sequence });
  const sid = signedData.signerInfos[0]?.sid;
  const certificate = signedData.certificates?.find(
    (c): c is pkijs.Certificate =>
      c instanceof pkijs.Certificate &&
      sid instanceof pkijs.IssuerAndSerialNumber &&
      c.issuer.isEqual(sid.issuer) &&
      c.serialNumber.isEqual(sid.serialNumber),
  );
  return { signedData, certificate };
}

/**
 * Checks a PDF's signatures as an offline reader would, and whether the signer is the
 * institution (`isInstitution`, by the certificate's DER): the CMS signature over the signed
 * byte ranges (its message digest and its signature, by PKI.js), and that nothing follows the
 * signed bytes. The institution's intact signature wins over another one in the same file.
 */
export async function checkPdfSignature(
  pdf: Buffer,
  isInstitution: (certificateDer: Uint8Array) => Promise<boolean>,
): Promise<PdfSignatureCheck> {
  let result: PdfSignatureCheck = { outcome: 'unsigned' };
  for (const candidate of candidates(pdf)) {
    let parsed: ReturnType<typeof parseCms>;
    try {
      parsed = parseCms(candidate.cms);
    } catch {
      continue;
    }
    const { signedData, certificate } = parsed;
    if (!certificate) continue;
    const signer = commonName(certificate);
    if (!(await isInstitution(new Uint8Array(certificate.toSchema(true).toBER(false))))) {
      if (result.outcome === 'unsigned') result = { outcome: 'foreign', signer };
      continue;
    }
    let verified: boolean;
    try {
      verified = await signedData.verify({
        signer: 0,
        data: new Uint8Array(candidate.signed).buffer,
        checkChain: false,
      });
    } catch {
      verified = false;
    }
    if (verified && candidate.coversToEnd) {
      return {
        outcome: 'intact',
        signer,
        dictionary: candidate.dictionary,
        signedAt: signingTimeOf(candidate.dictionary),
      };
    }
    result = { outcome: 'changed', signer };
  }
  return result;
}
