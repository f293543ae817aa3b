import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationDocumentsParams, ZDocumentLink } from './document-link';

export const ZResendDocumentLinkRequest = z.object({
  copy_id: ZBodyId,
});
export type TResendDocumentLinkRequest = z.infer<typeof ZResendDocumentLinkRequest>;

export const ZResendDocumentLinkResponse = success(ZDocumentLink);
export type TResendDocumentLinkResponse = z.infer<typeof ZResendDocumentLinkResponse>;

/**
 * A fresh link for a soft copy of a sent application, emailed to the copy's recipient; the
 * copy's earlier links stop working. 409 before the application was sent.
 */
export const resendDocumentLink = defineEndpoint({
  method: 'POST',
  path: '/applications/:id/document-links',
  summary: 'Send a soft copy again with a new download link (older links stop working)',
  auth: true,
  params: ZApplicationDocumentsParams,
  body: ZResendDocumentLinkRequest,
  response: ZResendDocumentLinkResponse,
});
