import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPaymentProofQuery, ZPaymentReferenceParams, ZPublicPayment } from './payment';

export const ZGetPaymentResponse = success(ZPublicPayment);
export type TGetPaymentResponse = z.infer<typeof ZGetPaymentResponse>;

export const PAYMENT_NOT_FOUND_MESSAGE = 'No payment was found with this reference.';

export const getPayment = defineEndpoint({
  method: 'GET',
  path: '/payments/reference/:reference',
  summary: 'A payment by its reference, as the server last settled it (no provider call)',
  auth: false,
  params: ZPaymentReferenceParams,
  query: ZPaymentProofQuery,
  response: ZGetPaymentResponse,
});
