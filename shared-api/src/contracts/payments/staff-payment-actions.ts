import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZPaymentDetail, ZPaymentIdParams } from './payment';

export const ZPaymentDetailResponse = success(ZPaymentDetail);
export type TPaymentDetailResponse = z.infer<typeof ZPaymentDetailResponse>;

export const getPaymentDetail = defineEndpoint({
  method: 'GET',
  path: '/payments/:id',
  summary: "A payment with the provider's raw verification and its log (administrator, bursary)",
  auth: true,
  params: ZPaymentIdParams,
  response: ZPaymentDetailResponse,
});

export const reverifyPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/:id/reverify',
  summary: 'Ask the provider again and settle (administrator, bursary)',
  auth: true,
  params: ZPaymentIdParams,
  response: ZPaymentDetailResponse,
});

export const ZRefundPaymentBody = z.object({
  reason: z.string().trim().min(1, fieldMessages.required).max(500),
});
export type TRefundPaymentBody = z.infer<typeof ZRefundPaymentBody>;

/** Marks a paid payment refunded (the money is returned outside Registrar); audited. */
export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/:id/refund',
  summary: 'Mark a paid payment refunded, with a reason (administrator, bursary)',
  auth: true,
  params: ZPaymentIdParams,
  body: ZRefundPaymentBody,
  response: ZPaymentDetailResponse,
});
