import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDownloadDocumentParams } from './download-document';

/**
 * What an emailed link delivers, for the page it opens: the document's title and verification
 * code, and how long and how often the PDF can still be downloaded (`downloads_left` 0: the PDF
 * no more, the credential until the link expires). 404 unknown link; 410 expired, replaced or
 * revoked (DOCUMENT_LINK_MESSAGES).
 */
export const ZDocumentLinkSummary = z
  .object({
    title: z.string(),
    verification_code: z.string(),
    institution: z.string(),
    expires_at: z.string(),
    downloads_left: z.number().int(),
  })
  .meta({ id: 'DocumentLinkSummary' });
export type TDocumentLinkSummary = z.infer<typeof ZDocumentLinkSummary>;

export const ZDescribeDocumentLinkResponse = success(ZDocumentLinkSummary);
export type TDescribeDocumentLinkResponse = z.infer<typeof ZDescribeDocumentLinkResponse>;

export const describeDocumentLink = defineEndpoint({
  method: 'GET',
  path: '/documents/:token/about',
  summary: 'What an emailed download link delivers, and for how long (public; the link is the key)',
  auth: false,
  params: ZDownloadDocumentParams,
  response: ZDescribeDocumentLinkResponse,
});
