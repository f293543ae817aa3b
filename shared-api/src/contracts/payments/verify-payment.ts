import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPaymentProofQuery, ZPaymentReferenceParams, ZPublicPayment } from './payment';

export const ZVerifyPaymentResponse = success(ZPublicPayment);
export type TVerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponse>;

/**
 * Called by the return URL screen (/callback/:provider): the server asks the provider, settles the
 * payment once (whatever the number of calls) and answers its status. Idempotent.
 */
export const verifyPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/reference/:reference/verify',
  summary: "Verify a payment with its provider, settle it once, and answer the server's status",
  auth: false,
  params: ZPaymentReferenceParams,
  query: ZPaymentProofQuery,
  response: ZVerifyPaymentResponse,
});
