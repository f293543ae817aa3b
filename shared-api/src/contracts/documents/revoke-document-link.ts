import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZDocumentLink, ZDocumentLinkParams } from './document-link';

export const ZRevokeDocumentLinkRequest = z.object({
  reason: z.string().trim().min(1, fieldMessages.required).max(1000),
});
export type TRevokeDocumentLinkRequest = z.infer<typeof ZRevokeDocumentLinkRequest>;

export const ZRevokeDocumentLinkResponse = success(ZDocumentLink);
export type TRevokeDocumentLinkResponse = z.infer<typeof ZRevokeDocumentLinkResponse>;

/** Said by a 409 when the document was revoked before. */
export const DOCUMENT_ALREADY_REVOKED = 'This document is already revoked.';

/**
 * Withdraws the document a link delivers: its verification code answers 'revoked' and every
 * link to it answers 410. Cannot be undone; a re-send issues a new document with a new code.
 */
export const revokeDocumentLink = defineEndpoint({
  method: 'POST',
  path: '/applications/:id/document-links/:linkId/revoke',
  summary: 'Revoke the document a soft-copy link delivers, with a reason',
  auth: true,
  params: ZDocumentLinkParams,
  body: ZRevokeDocumentLinkRequest,
  response: ZRevokeDocumentLinkResponse,
});
