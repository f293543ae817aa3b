import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZPaymentProofQuery, ZPaymentReferenceParams } from './payment';

/**
 * The PDF bytes (application/pdf attachment). 404 until the payment is paid; 403 without the
 * email on the application (or other payment): the receipt names the payer and their email.
 */
export const ZDownloadReceiptResponse = z
  .string()
  .meta({ description: 'The PDF receipt (application/pdf)', format: 'binary' });

export const downloadPaymentReceipt = defineEndpoint({
  method: 'GET',
  path: '/payments/reference/:reference/receipt',
  summary: 'The PDF receipt of a paid payment (institution branding, reference, items, amounts)',
  auth: false,
  params: ZPaymentReferenceParams,
  query: ZPaymentProofQuery,
  response: ZDownloadReceiptResponse,
});

export const RECEIPT_NEEDS_EMAIL_MESSAGE =
  'Enter the email address used on the application to download the receipt.';
