import { type TVerifiedDocument, UNKNOWN_VERIFICATION_CODE } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { fullName } from '../graduate-certificates/pdf';
import * as documents from '../documents/repository';
import * as certificates from '../graduate-certificates/repository';
import { iso, isoOrNull } from '../../lib/iso';

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

const institutionName = async (db: Db) =>
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
