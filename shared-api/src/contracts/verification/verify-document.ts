import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

/** Verification codes are 16 Crockford base32 characters; dashes and spaces are ignored. */
export const ZVerifyDocumentParams = z.object({
  code: z.string().trim().min(1).max(64),
});
export type TVerifyDocumentParams = z.infer<typeof ZVerifyDocumentParams>;

/** What every kind of document says: who it was issued to, what it is, when, and by whom. */
const verifiedBase = {
  status: z.enum(['valid', 'revoked']),
  code: z.string(),
  /** A certificate's template title; a transcript's title as uploaded (e.g. Official transcript). */
  title: z.string(),
  holder_name: z.string(),
  degree: z.string(),
  class_of_degree: z.string().nullable(),
  programme: z.string(),
  graduation_year: z.number().int(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  institution: z.string(),
};

/** A certificate generated from a template (graduate-certificates). */
export const ZVerifiedCertificate = z
  .object({ ...verifiedBase, kind: z.literal('certificate'), serial_number: z.string() })
  .meta({ id: 'VerifiedCertificate' });
export type TVerifiedCertificate = z.infer<typeof ZVerifiedCertificate>;

/** A transcript delivered as a soft copy: what the copy was requested for and its type. */
export const ZVerifiedTranscript = z
  .object({
    ...verifiedBase,
    kind: z.literal('transcript'),
    purpose: z.string(),
    transcript_type: z.string(),
  })
  .meta({ id: 'VerifiedTranscript' });
export type TVerifiedTranscript = z.infer<typeof ZVerifiedTranscript>;

/**
 * What anyone holding a document may learn from its code: who it was issued to, what it is and
 * when; `status` 'revoked' says the institution withdrew it (with the date). No contact data.
 * `kind` tells a certificate (with its serial number) from a transcript (purpose and type).
 */
export const ZVerifiedDocument = z
  .discriminatedUnion('kind', [ZVerifiedCertificate, ZVerifiedTranscript])
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
