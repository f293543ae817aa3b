import {
  NOT_A_PDF,
  SEND_PDF_BODY,
  type TPdfVerification,
  type TVerifiedDocument,
  UNKNOWN_VERIFICATION_CODE,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { fullName } from '../graduate-certificates/pdf';
import * as documents from '../documents/repository';
import * as certificates from '../graduate-certificates/repository';
import { iso, isoOrNull } from '../../lib/iso';
import { isInstitutionCertificate } from '../signing/certificates';
import { codeInReason } from '../signing/reason';
import { checkPdfSignature } from '../signing/verify-pdf';

/** Crockford base32 as typed: any case, dashes/spaces ignored, I/L read as 1 and O as 0. */
export function normalizeVerificationCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(code) ? code : null;
}

const unknownCode = () => new HttpError(404, UNKNOWN_VERIFICATION_CODE, { error: 'unknown_code' });

/** The institution's name, as documents name their issuer. */
export const institutionName = async (db: Db) =>
  (await db.selectFrom('institutions').select('name').orderBy('id').limit(1).executeTakeFirst())
    ?.name ?? '';

/** An issued document's row: its title, dates and what it says of its holder. */
type IssuedRow = Pick<
  certificates.CertificateDocumentRow,
  | 'title'
  | 'issued_at'
  | 'revoked_at'
  | 'surname'
  | 'first_name'
  | 'other_names'
  | 'degree'
  | 'class_of_degree'
  | 'programme'
  | 'graduation_year'
>;

/** What every kind of document says: who it was issued to, what it is, when, and by whom. */
const verifiedBase = async (db: Db, code: string, row: IssuedRow) => ({
  status: row.revoked_at ? ('revoked' as const) : ('valid' as const),
  code,
  title: row.title,
  holder_name: fullName(row),
  degree: row.degree,
  class_of_degree: row.class_of_degree,
  programme: row.programme,
  graduation_year: row.graduation_year,
  issued_at: iso(row.issued_at),
  revoked_at: isoOrNull(row.revoked_at),
  institution: await institutionName(db),
});

/**
 * Who a document was issued to, what and when; or that it was revoked. A code is looked up among
 * the certificates, then the transcripts delivered as soft copies. Unknown → 404.
 */
export async function verifyDocument(db: Db, input: string): Promise<TVerifiedDocument> {
  const code = normalizeVerificationCode(input);
  if (!code) throw unknownCode();
  const certificate = await certificates.findForDocument(db, { code });
  if (certificate) {
    return {
      ...(await verifiedBase(db, code, certificate)),
      kind: 'certificate',
      serial_number: certificate.serial_number,
    };
  }
  const transcript = await documents.issuedDocumentByCode(db, code);
  if (!transcript) throw unknownCode();
  return {
    ...(await verifiedBase(db, code, transcript)),
    kind: 'transcript',
    purpose: transcript.purpose,
    transcript_type: transcript.type,
  };
}

/**
 * What an uploaded PDF is, by the institution's signature (modules/signing): valid, revoked,
 * changed after issue, or not issued by the institution. A signed transcript or certificate names
 * its verification code in the signature's reason, which the signature covers: its document is
 * looked up as for a typed code.
 */
export async function verifyPdf(db: Db, pdf: unknown): Promise<TPdfVerification> {
  // Only an application/pdf body is kept as a Buffer; none, or another type, is not a file.
  if (!Buffer.isBuffer(pdf)) throw new HttpError(415, SEND_PDF_BODY);
  if (!pdf.subarray(0, 1024).toString('latin1').includes('%PDF-')) {
    throw new HttpError(422, NOT_A_PDF, { errors: { file: [NOT_A_PDF] } });
  }
  const check = await checkPdfSignature(pdf, (der) => isInstitutionCertificate(db, der));
  if (check.outcome === 'unsigned') return { outcome: 'not_issued', signer: null };
  if (check.outcome === 'foreign') return { outcome: 'not_issued', signer: check.signer };
  if (check.outcome === 'changed') return { outcome: 'changed', signer: check.signer };
  const { reason } = check;
  const signed = { signer: check.signer, signed_at: isoOrNull(check.signedAt), reason };
  const code = codeInReason(reason);
  let document: TVerifiedDocument | null = null;
  if (code) {
    try {
      document = await verifyDocument(db, code);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    }
  }
  return document?.status === 'revoked'
    ? { outcome: 'revoked', ...signed, document }
    : { outcome: 'valid', ...signed, document };
}
