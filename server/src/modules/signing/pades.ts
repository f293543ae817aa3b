import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateDer } from './certificates';
import type { SigningIdentity } from './identity';
import { OID } from './oids';

/** Bytes reserved for the signature (CMS with a certificate chain of a few certificates). */
const SIGNATURE_LENGTH = 16_384;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * ESS signing-certificate-v2 (RFC 5035): binds the signature to the signer's certificate by its
 * SHA-256 hash (the default algorithm, so left out) and issuer and serial. PAdES requires it.
 */
function signingCertificateV2(certificate: pkijs.Certificate) {
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({
      names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
    }),
    serialNumber: certificate.serialNumber,
  });
  const certHash = sha256(certificateDer({ certificate }));
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: certHash }), issuerSerial.toSchema()],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** Who signs a CMS: the private key and the certificate (with its chain) that names it. */
export type CmsSigner = Pick<SigningIdentity, 'privateKey' | 'certificate' | 'chain'>;

/**
 * A CMS SignedData over `content` as CAdES and RFC 3161 want it: signed attributes content-type,
 * message-digest and signing-certificate-v2, SHA-256, no signing-time. Detached (a PDF's byte
 * ranges) unless `encapsulated` (a timestamp's TSTInfo travels inside its token).
 */
export async function cadesSignedData(
  content: Uint8Array,
  { certificate, chain, privateKey }: CmsSigner,
  {
    contentType = OID.data,
    encapsulated = false,
  }: { contentType?: string; encapsulated?: boolean } = {},
): Promise<pkijs.SignedData> {
  const signedData = new pkijs.SignedData({
    version: encapsulated ? 3 : 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: contentType }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: OID.contentType,
              values: [new asn1js.ObjectIdentifier({ value: contentType })],
            }),
            new pkijs.Attribute({
              type: OID.messageDigest,
              values: [new asn1js.OctetString({ valueHex: sha256(content) })],
            }),
            new pkijs.Attribute({
              type: OID.signingCertificateV2,
              values: [signingCertificateV2(certificate)],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate, ...chain],
  });
  // Set after construction: PKI.js's constructor would split it into a constructed OCTET
  // STRING, which DER forbids and its own TSTInfo check cannot read.
  if (encapsulated)
    signedData.encapContentInfo.eContent = new asn1js.OctetString({ valueHex: content });
  await signedData.sign(privateKey, 0, 'SHA-256');
  return signedData;
}

/** DER of a ContentInfo carrying `signedData`. */
export const contentInfoDer = (signedData: pkijs.SignedData) =>
  Buffer.from(
    new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) })
      .toSchema()
      .toBER(false),
  );

/**
 * A timestamp authority's token (RFC 3161 TimeStampToken, DER) over the SHA-256 `imprint` of a
 * signature value.
 */
export type Timestamper = (imprint: Buffer) => Promise<Buffer>;

/**
 * The CMS of a PAdES baseline signature (ETSI EN 319 142-1): B-B, detached over the PDF's signed
 * byte ranges (`cadesSignedData`); B-T when a timestamp authority is configured: its token over
 * the signature value, as the unsigned attribute signature-time-stamp.
 */
export class PadesSigner extends Signer {
  constructor(
    private readonly identity: CmsSigner,
    private readonly timestamp?: Timestamper,
  ) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const signedData = await cadesSignedData(content, this.identity);
    const signerInfo = signedData.signerInfos[0]!;
    if (this.timestamp) {
      const token = await this.timestamp(sha256(signerInfo.signature.valueBlock.valueHexView));
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [
          new pkijs.Attribute({
            type: OID.signatureTimeStampToken,
            values: [asn1js.fromBER(new Uint8Array(token)).result],
          }),
        ],
      });
    }
    return contentInfoDer(signedData);
  }
}

/** What a reader shows beside the signature. */
export interface SignatureDetails {
  /** Why the institution signs (e.g. "Official transcript issued by <institution>"). */
  reason: string;
  location?: string;
  contactInfo?: string;
}

const PLAIN_PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/**
 * Text as the signature dictionary can hold it: @signpdf writes each character's low byte
 * (PDFDocEncoding, which matches Latin-1 from U+00A0). A character beyond Latin-1 becomes its
 * base letter ("Ọ" → "O", "ẹ́" → "e"), typographic quotes and dashes their plain forms, and
 * anything else "?", rather than an unrelated byte.
 */
export function pdfDocText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return char;
      const plain = PLAIN_PUNCTUATION[char];
      if (plain) return plain;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base === '') return '';
      return [...base].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f) ? base : '?';
    })
    .join('');
}

/**
 * Signs a PDF as the institution (PAdES B-B, or B-T with `timestamp`; SubFilter
 * ETSI.CAdES.detached), with an invisible
 * signature: pdf-lib adds the signature field and its placeholder, @signpdf/signpdf computes the
 * byte ranges and writes the CMS into it. Any byte changed afterwards breaks the signature.
 */
export async function signPdf(
  pdf: Uint8Array,
  identity: SigningIdentity,
  details: SignatureDetails,
  { signingTime = new Date(), timestamp }: { signingTime?: Date; timestamp?: Timestamper } = {},
): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: pdfDocText(details.reason),
    contactInfo: pdfDocText(details.contactInfo ?? ''),
    name: pdfDocText(identity.signerName),
    location: pdfDocText(details.location ?? ''),
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Registrar',
  });
  // The signature's byte ranges are found in the file as written: no object streams.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new PadesSigner(identity, timestamp), signingTime);
}
