import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

/** Verification codes are 16 Crockford base32 characters; dashes and spaces are ignored. */
export const ZVerifyDocumentParams = z.object({
  code: z.string().trim().min(1).max(64),
});
export type TVerifyDocumentParams = z.infer<typeof ZVerifyDocumentParams>;

/**
 * What anyone holding a document may learn from its code: who it was issued to, what it is and
 * when; `status` 'revoked' says the institution withdrew it (with the date). No contact data.
 */
export const ZVerifiedDocument = z
  .object({
    status: z.enum(['valid', 'revoked']),
    code: z.string(),
    kind: z.literal('certificate'),
    title: z.string(),
    holder_name: z.string(),
    degree: z.string(),
    class_of_degree: z.string().nullable(),
    programme: z.string(),
    graduation_year: z.number().int(),
    serial_number: z.string(),
    issued_at: z.string(),
    revoked_at: z.string().nullable(),
    institution: z.string(),
  })
  .meta({ id: 'VerifiedDocument' });
export type TVerifiedDocument = z.infer<typeof ZVerifiedDocument>;

export const ZVerifyDocumentResponse = success(ZVerifiedDocument);
export type TVerifyDocumentResponse = z.infer<typeof ZVerifyDocumentResponse>;

/** Said by a 404 (error `unknown_code`) for a code no document carries. */
export const UNKNOWN_VERIFICATION_CODE = 'No document carries this verification code.';
/** Said by a 429 when one address asks too often. */
export const VERIFY_RATE_LIMITED =
  'Too many verification requests. Please wait a minute and try again.';

export const verifyDocument = defineEndpoint({
  method: 'GET',
  path: '/verify/:code',
  summary: 'Check a document by its verification code (public, rate-limited)',
  auth: false,
  params: ZVerifyDocumentParams,
  response: ZVerifyDocumentResponse,
});
