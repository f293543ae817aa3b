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
  /** Kobo to return; absent: all that can still be refunded. */
  amount: z.number().int().min(1, 'Enter an amount above zero').optional(),
});
export type TRefundPaymentBody = z.infer<typeof ZRefundPaymentBody>;

export const REFUND_NOTHING_LEFT =
  'Nothing is left to refund: the whole amount is refunded or under way.';
export const refundTooLarge = (refundable: string) =>
  `At most ${refundable} can still be refunded.`;

/**
 * Refunds all or part of a paid payment through its provider, with a reason; audited. The
 * answer is the payment, whose newest refund is under way (or failed, with the provider's
 * refusal); the provider's webhooks and the reconciliation job carry it to processed or failed.
 * With an Idempotency-Key a retry is answered from the first refund, never a second.
 */
export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/payments/:id/refund',
  summary: 'Refund all or part of a paid payment through its provider (administrator, bursary)',
  auth: true,
  idempotent: true,
  params: ZPaymentIdParams,
  body: ZRefundPaymentBody,
  response: ZPaymentDetailResponse,
});
