import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZIdentityToken } from '../identity/identity-code';
import { ZTrackingReference } from '../requests/tracking-id';

/** The graduate's proof of identity (POST /identity/codes/verify) for this application's graduate. */
export const ZHolderRequest = z.object({ identity_token: ZIdentityToken });
export type THolderRequest = z.infer<typeof ZHolderRequest>;

export const ZHolderDocumentsParams = z.object({ reference: ZTrackingReference });

/**
 * A soft copy of the application as issued: which copy (its position, from 1), what was sent,
 * to whom, its verification code and whether it stands. `is_for_applicant`: the copy was
 * addressed to the applicant's own email, so the graduate may download it here; a copy sent to
 * someone else (an institution, an employer) travels only through its recipient's link.
 */
export const ZHolderDocument = z
  .object({
    copy: z.number().int().positive(),
    title: z.string(),
    recipient_email: z.string(),
    verification_code: z.string(),
    issued_at: z.string(),
    status: z.enum(['valid', 'revoked']),
    is_for_applicant: z.boolean(),
  })
  .meta({ id: 'HolderDocument' });
export type THolderDocument = z.infer<typeof ZHolderDocument>;

export const ZListHolderDocumentsResponse = success(z.array(ZHolderDocument));
export type TListHolderDocumentsResponse = z.infer<typeof ZListHolderDocumentsResponse>;

export const listHolderDocuments = defineEndpoint({
  method: 'POST',
  path: '/applications/track/:reference/documents',
  summary:
    "The application's issued soft copies, for the graduate who proved their identity (public with an identity token)",
  auth: false,
  params: ZHolderDocumentsParams,
  body: ZHolderRequest,
  response: ZListHolderDocumentsResponse,
});

export const ZHolderFileParams = ZHolderDocumentsParams.extend({
  copy: z.coerce.number().int().positive().max(100),
  file: z.enum(['pdf', 'credential']),
});
export type THolderFileParams = z.infer<typeof ZHolderFileParams>;

/** Said (403) when the copy was sent to someone else: only its recipient's link delivers it. */
export const NOT_YOUR_COPY =
  'This copy was sent to someone else: only the link emailed to its recipient delivers it.';
/** Said (410) when staff revoked the copy's document. */
export const DOCUMENT_REVOKED = 'This document was revoked by the registry.';

export const downloadHolderDocument = defineEndpoint({
  method: 'POST',
  path: '/applications/track/:reference/documents/:copy/:file',
  summary:
    'A soft copy addressed to the applicant, as the signed PDF or its verifiable credential, for the graduate who proved their identity',
  auth: false,
  params: ZHolderFileParams,
  body: ZHolderRequest,
  response: z.string().meta({
    description: 'The PDF (application/pdf) or the credential (application/vc)',
    format: 'binary',
  }),
});
