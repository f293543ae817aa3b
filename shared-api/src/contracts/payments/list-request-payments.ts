import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZPaymentProvider, ZPaymentStatus } from './payment';

/**
 * One payment of a transcript or certificate application, as the registry sees it on the
 * application's page: enough to know whether and how the applicant paid, nothing of the
 * provider's raw answer or the payment's log (those stay behind /payments, bursary only).
 */
export const ZRequestPayment = z
  .object({
    /** The payment's id, for the staff payment detail (administrator, bursary). */
    id: z.number().int(),
    reference: z.string(),
    provider: ZPaymentProvider,
    /** How the payer paid when the provider says (Paystack's card, bank, ussd…); else null. */
    channel: z.string().nullable(),
    status: ZPaymentStatus,
    enums: z.object({ status: z.string() }),
    /** What the server priced, kobo. */
    amount: z.number().int(),
    currency: z.literal('NGN'),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    /** Kobo returned (processed refunds) and being returned (refunds under way). */
    refunded_amount: z.number().int(),
    refunding_amount: z.number().int(),
    /** Path under the API root of the PDF receipt, once paid (null before). */
    receipt_path: z.string().nullable(),
  })
  .meta({ id: 'RequestPayment' });
export type TRequestPayment = z.infer<typeof ZRequestPayment>;

export const ZRequestPaymentsParams = z.object({ id: ZPathId });
export type TRequestPaymentsParams = z.infer<typeof ZRequestPaymentsParams>;

/** Newest first; an application nobody has started paying has an empty list. */
export const ZListRequestPaymentsResponse = success(z.array(ZRequestPayment));
export type TListRequestPaymentsResponse = z.infer<typeof ZListRequestPaymentsResponse>;

export const listApplicationPayments = defineEndpoint({
  method: 'GET',
  path: '/applications/:id/payments',
  summary: "A transcript application's payments (administrator, registry officer, bursary)",
  auth: true,
  params: ZRequestPaymentsParams,
  response: ZListRequestPaymentsResponse,
});

export const listCertificateApplicationPayments = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/:id/payments',
  summary: "A certificate application's payments (administrator, registry officer, bursary)",
  auth: true,
  params: ZRequestPaymentsParams,
  response: ZListRequestPaymentsResponse,
});
