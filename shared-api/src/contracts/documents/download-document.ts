import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';

export const ZDownloadDocumentParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This download link is not valid.'),
});

/**
 * The document (PDF attachment), stamped on every page with its verification code, a QR code of
 * the verification page and that page's address. 404 unknown link; 410 expired, used up,
 * replaced or revoked.
 */
export const ZDownloadDocumentResponse = z
  .string()
  .meta({ description: 'The document (application/pdf)', format: 'binary' });

export const DOCUMENT_LINK_MESSAGES = {
  unknown: 'This download link is not valid.',
  expired: 'This download link has expired. Ask the registry to send a new one.',
  used_up:
    'This download link has been used as many times as allowed. Ask the registry to send a new one.',
  replaced:
    'This download link was replaced by a newer one. Use the latest email from the registry.',
  revoked: 'This document was revoked by the registry and can no longer be downloaded.',
} as const;

export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/documents/:token',
  summary: 'Download a soft copy through its emailed link (expiry and download count enforced)',
  auth: false,
  params: ZDownloadDocumentParams,
  response: ZDownloadDocumentResponse,
});
