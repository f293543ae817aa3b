import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateDer } from './certificates';
import { commonName } from './identity';
import { OID } from './oids';

/** What a PDF's signature says about where it comes from. */
export type PdfSignatureCheck =
  /** No signature whose byte ranges can be read. */
  | { outcome: 'unsigned' }
  /** Signed, but not with a certificate the institution has signed with. */
  | { outcome: 'foreign'; signer: string }
  /** Signed by the institution, but the bytes are no longer what it signed. */
  | { outcome: 'changed'; signer: string }
  /** Signed by the institution and unchanged; `reason` is the signed dictionary's /Reason. */
  | { outcome: 'intact'; signer: string; reason: string; signedAt: Date | null };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const HEX = /^<[0-9a-fA-F]*>$/;
/** More signature dictionaries than this: not a file the institution issued (it signs once). */
const MAX_SIGNATURES = 4;

interface Candidate {
  /** The two signed ranges, [start, end) each. */
  ranges: [[number, number], [number, number]];
  /** The DER of the CMS in /Contents (its padding after the DER is zeros only). */
  cms: Uint8Array;
  /** Whether the ranges end where the file ends (nothing was added after signing). */
  coversToEnd: boolean;
  /** The signature dictionary after /Contents, up to the end of its object. */
  dictionary: string;
}

/**
 * The DER at the start of `bytes`, if what follows it is only the zero padding of the /Contents
 * placeholder. Anything else after it would be bytes the signature does not cover.
 */
function derWithPaddingOnly(bytes: Buffer): Uint8Array | undefined {
  const parsed = asn1js.fromBER(new Uint8Array(bytes));
  if (parsed.offset <= 0) return undefined;
  if (bytes.subarray(parsed.offset).some((byte) => byte !== 0)) return undefined;
  return new Uint8Array(bytes.subarray(0, parsed.offset));
}

/**
 * The signatures whose byte ranges are well formed: starting at 0, inside the file, with the gap
 * between them holding exactly the hex string of /Contents (a CMS and zero padding). Anything
 * else in the gap (a wrapped copy of other content) would be outside what the signature covers.
 * A file with more than MAX_SIGNATURES /ByteRange entries has none: reading every one of a
 * crafted file's thousands would cost time and memory quadratic in its size.
 */
function candidates(pdf: Buffer): Candidate[] {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(BYTE_RANGE)].slice(0, MAX_SIGNATURES + 1);
  if (matches.length > MAX_SIGNATURES) return [];
  const found: Candidate[] = [];
  for (const match of matches) {
    const [start, length1, start2, length2] = match.slice(1, 5).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const gapStart = start + length1;
    const end = start2 + length2;
    if (start !== 0 || start2 <= gapStart || end > pdf.length) continue;
    const gap = text.slice(gapStart, start2);
    if (!HEX.test(gap) || gap.length % 2 !== 0) continue;
    const cms = derWithPaddingOnly(Buffer.from(gap.slice(1, -1), 'hex'));
    if (!cms) continue;
    const dictionaryEnd = text.indexOf('endobj', start2);
    found.push({
      ranges: [
        [0, gapStart],
        [start2, end],
      ],
      cms,
      coversToEnd: end === pdf.length,
      dictionary: text.slice(start2, dictionaryEnd === -1 ? end : dictionaryEnd),
    });
  }
  return found;
}

/** SHA-256 of the signed byte ranges, without copying them. */
const rangesDigest = (pdf: Buffer, { ranges }: Candidate) => {
  const hash = createHash('sha256');
  for (const [from, to] of ranges) hash.update(pdf.subarray(from, to));
  return hash.digest();
};

/** A PDF literal string's text: `(` … `)` with balanced parentheses and backslash escapes. */
function literalAfter(dictionary: string, key: string): string {
  const at = dictionary.indexOf(`/${key} (`);
  if (at === -1) return '';
  let depth = 1;
  let text = '';
  for (let i = at + key.length + 3; i < dictionary.length; i += 1) {
    const ch = dictionary[i]!;
    if (ch === '\\') {
      text += dictionary[i + 1] ?? '';
      i += 1;
    } else if (ch === '(') {
      depth += 1;
      text += ch;
    } else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return text;
      text += ch;
    } else text += ch;
  }
  return text;
}

/** `/M (D:YYYYMMDDHHmmSS…)` of the signature dictionary, as UTC when it says Z. */
function signingTimeOf(dictionary: string): Date | null {
  const m = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z?/.exec(dictionary);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/**
 * The signature's CMS and its signer's certificate (by issuer and serial), if it is the shape the
 * institution signs: detached (no content of its own: a CMS carrying content would be checked
 * against that instead of the file), over id-data, SHA-256, with a message-digest attribute.
 */
function parseCms(cms: Uint8Array) {
  const contentInfo = pkijs.ContentInfo.fromBER(cms);
  const signedData = new pkijs.SignedData({ schema: contentInfo.content as asn1js.Sequence });
  const signerInfo = signedData.signerInfos[0];
  if (
    signedData.signerInfos.length !== 1 ||
    !signerInfo ||
    signedData.encapContentInfo.eContent !== undefined ||
    signedData.encapContentInfo.eContentType !== OID.data ||
    signerInfo.digestAlgorithm.algorithmId !== OID.sha256
  ) {
    return undefined;
  }
  const digestAttribute = signerInfo.signedAttrs?.attributes.find(
    (a) => a.type === OID.messageDigest,
  );
  const digest = digestAttribute?.values[0];
  if (!(digest instanceof asn1js.OctetString)) return undefined;
  const sid = signerInfo.sid;
  const certificate = signedData.certificates?.find(
    (c): c is pkijs.Certificate =>
      c instanceof pkijs.Certificate &&
      sid instanceof pkijs.IssuerAndSerialNumber &&
      c.issuer.isEqual(sid.issuer) &&
      c.serialNumber.isEqual(sid.serialNumber),
  );
  return { signedData, certificate, digest: Buffer.from(digest.valueBlock.valueHexView) };
}

/**
 * Checks a PDF's signatures as an offline reader would, and whether the signer is the
 * institution (`isInstitution`, by the certificate's DER): the signed byte ranges reach the end of
 * the file, their SHA-256 is the signed message digest, and the signature over the signed
 * attributes verifies (PKI.js). The institution's intact signature wins over another one.
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
    if (!parsed?.certificate) continue;
    const { signedData, certificate, digest } = parsed;
    const signer = commonName(certificate);
    if (!(await isInstitution(certificateDer({ certificate })))) {
      if (result.outcome === 'unsigned') result = { outcome: 'foreign', signer };
      continue;
    }
    // The file's own bytes against the signed digest; then the signature over the attributes.
    let verified = candidate.coversToEnd && rangesDigest(pdf, candidate).equals(digest);
    if (verified) {
      const [[, gapStart], [start2, end]] = candidate.ranges;
      const signed = Buffer.concat([pdf.subarray(0, gapStart), pdf.subarray(start2, end)]);
      try {
        verified = await signedData.verify({
          signer: 0,
          data: new Uint8Array(signed).buffer,
          checkChain: false,
        });
      } catch {
        verified = false;
      }
    }
    if (verified) {
      return {
        outcome: 'intact',
        signer,
        reason: literalAfter(candidate.dictionary, 'Reason'),
        signedAt: signingTimeOf(candidate.dictionary),
      };
    }
    result = { outcome: 'changed', signer };
  }
  return result;
}
