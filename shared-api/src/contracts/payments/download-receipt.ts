import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZPaymentReferenceParams } from './payment';

/** The PDF bytes (application/pdf attachment). 404 until the payment is paid. */
export const ZDownloadReceiptResponse = z
  .string()
  .meta({ description: 'The PDF receipt (application/pdf)', format: 'binary' });

export const downloadPaymentReceipt = defineEndpoint({
  method: 'GET',
  path: '/payments/reference/:reference/receipt',
  summary: 'The PDF receipt of a paid payment (institution branding, reference, items, amounts)',
  auth: false,
  params: ZPaymentReferenceParams,
  response: ZDownloadReceiptResponse,
});
