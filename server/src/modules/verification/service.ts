import { type TVerifiedDocument, UNKNOWN_VERIFICATION_CODE } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { fullName } from '../graduate-certificates/pdf';
import * as certificates from '../graduate-certificates/repository';
import { iso, isoOrNull } from '../graduates/records-support';

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

/** Who a document was issued to, what and when; or that it was revoked. Unknown → 404. */
export async function verifyDocument(db: Db, input: string): Promise<TVerifiedDocument> {
  const code = normalizeVerificationCode(input);
  if (!code) throw unknownCode();
  const row = await certificates.findForDocument(db, { code });
  if (!row) throw unknownCode();
  const institution = await db
    .selectFrom('institutions')
    .select('name')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return {
    status: row.revoked_at ? 'revoked' : 'valid',
    code,
    kind: 'certificate',
    title: row.title,
    holder_name: fullName(row),
    degree: row.degree,
    class_of_degree: row.class_of_degree,
    programme: row.programme,
    graduation_year: row.graduation_year,
    serial_number: row.serial_number,
    issued_at: iso(row.issued_at),
    revoked_at: isoOrNull(row.revoked_at),
    institution: institution?.name ?? '',
  };
}
