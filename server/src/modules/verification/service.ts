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
      status: certificate.revoked_at ? 'revoked' : 'valid',
      code,
      kind: 'certificate',
      title: certificate.title,
      holder_name: fullName(certificate),
      degree: certificate.degree,
      class_of_degree: certificate.class_of_degree,
      programme: certificate.programme,
      graduation_year: certificate.graduation_year,
      serial_number: certificate.serial_number,
      issued_at: iso(certificate.issued_at),
      revoked_at: isoOrNull(certificate.revoked_at),
      institution: await institutionName(db),
    };
  }
  const transcript = await documents.issuedDocumentByCode(db, code);
  if (!transcript) throw unknownCode();
  return {
    status: transcript.revoked_at ? 'revoked' : 'valid',
    code,
    kind: 'transcript',
    title: transcript.title,
    holder_name: fullName(transcript),
    degree: transcript.degree,
    class_of_degree: transcript.class_of_degree,
    programme: transcript.programme,
    graduation_year: transcript.graduation_year,
    purpose: transcript.purpose,
    transcript_type: transcript.type,
    issued_at: iso(transcript.issued_at),
    revoked_at: isoOrNull(transcript.revoked_at),
    institution: await institutionName(db),
  };
}
