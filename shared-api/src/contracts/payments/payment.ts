import { z } from 'zod';
import { ZTrackingId } from '../requests/tracking-id';
import { ZTrackApplicationQuery } from '../applications/track-application';
import { ZPathId } from '../common/ids';

/**
 * A payment's states, forward only (server/src/modules/payments/README.md):
 * pending → paid | failed | abandoned; paid → refunded once refunds through the provider return
 * the whole amount (a part refunded leaves it paid, with `refunded_amount`).
 */
export const paymentStatuses = ['pending', 'paid', 'failed', 'abandoned', 'refunded'] as const;
export const ZPaymentStatus = z.enum(paymentStatuses, { error: 'Please choose a valid status' });
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const paymentStatusLabels: Record<TPaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
  refunded: 'Refunded',
};

/**
 * Where a refund through the provider stands: `pending` until the provider says it is processed
 * or failed; `needs_attention` when the provider cannot return the money without the payer's
 * bank details (staff finish it in the provider's dashboard).
 */
export const refundStatuses = ['pending', 'processed', 'failed', 'needs_attention'] as const;
export const ZRefundStatus = z.enum(refundStatuses);
export type TRefundStatus = z.infer<typeof ZRefundStatus>;

export const refundStatusLabels: Record<TRefundStatus, string> = {
  pending: 'Under way',
  processed: 'Refunded',
  failed: 'Failed',
  needs_attention: 'Needs attention',
};

/** What a payment is for: a transcript application, a certificate application or an "other payment". */
export const paymentKinds = ['application', 'certificate_application', 'standalone'] as const;
export const ZPaymentKind = z.enum(paymentKinds, {
  error: 'Please choose what the payment is for',
});
export type TPaymentKind = z.infer<typeof ZPaymentKind>;

export const paymentKindLabels: Record<TPaymentKind, string> = {
  application: 'Transcript application',
  certificate_application: 'Certificate application',
  standalone: 'Other payment',
};

/** Providers the server knows: `local` (built-in test checkout, the embedded default) and `paystack`. */
export const paymentProviders = ['local', 'paystack'] as const;
export const ZPaymentProvider = z.enum(paymentProviders, { error: 'Unknown payment provider' });
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** A payment reference as typed or returned by a provider (ours are `RGR-` + 20 base32 characters). */
export const ZPaymentReference = z.string().trim().min(1).max(100);
export const ZPaymentReferenceParams = z.object({ reference: ZPaymentReference });
export type TPaymentReferenceParams = z.infer<typeof ZPaymentReferenceParams>;

export const ZPaymentIdParams = z.object({ id: ZPathId });
export type TPaymentIdParams = z.infer<typeof ZPaymentIdParams>;

/** One line of what was paid for (a copy, a delivery fee, a certificate, a payment type). */
export const ZPaymentItem = z
  .object({ description: z.string(), amount: z.number().int() })
  .meta({ id: 'PaymentItem' });
export type TPaymentItem = z.infer<typeof ZPaymentItem>;

/**
 * A payment as its payer sees it (the reference is the capability: long and random). The status is
 * the server's, settled from the provider's verification, never from the return URL's query.
 */
export const ZPayment = z
  .object({
    reference: z.string(),
    provider: ZPaymentProvider,
    status: ZPaymentStatus,
    enums: z.object({ status: z.string(), kind: z.string() }),
    kind: ZPaymentKind,
    /** e.g. 'Transcript application 7K3M-9QAZ-2B4D' or the payment type's name. */
    description: z.string(),
    /** The application's or certificate application's tracking id; null for other payments. */
    tracking_id: ZTrackingId.nullable(),
    payer_name: z.string(),
    amount: z.number().int(),
    currency: z.literal('NGN'),
    items: z.array(ZPaymentItem),
    paid_at: z.string().nullable(),
    created_at: z.string(),
    /** Path under the API root of the PDF receipt, once paid (null before). */
    receipt_path: z.string().nullable(),
    /** Kobo returned to the payer (refunds the provider processed). */
    refunded_amount: z.number().int(),
    /** Kobo being returned (refunds asked of the provider, not yet processed). */
    refunding_amount: z.number().int(),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

/**
 * A payment as a public answer (by reference, verify) gives it. With the email on the
 * application (or on an other payment) it is the payer's full view (`redacted: false`). Without
 * it, only what the payment is: amounts, status, items, what it is for; the payer's name is
 * reduced to initials (`redacted: true`), as on the track page.
 */
export const ZPublicPayment = ZPayment.extend({ redacted: z.boolean() }).meta({
  id: 'PublicPayment',
});
export type TPublicPayment = z.infer<typeof ZPublicPayment>;

/**
 * `email`: the proof that the caller is the applicant (or the payer of an other payment), the
 * same rule as the track page's: any case, blank as absent, a wrong email answered as none.
 */
export const ZPaymentProofQuery = ZTrackApplicationQuery;
export type TPaymentProofQuery = z.infer<typeof ZPaymentProofQuery>;

/** A row of the staff payments list. */
export const ZPaymentSummary = ZPayment.extend({
  id: z.number().int(),
  payer_email: z.string(),
  application_id: z.number().int().nullable(),
  certificate_application_id: z.number().int().nullable(),
  standalone_payment_id: z.number().int().nullable(),
  payment_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The provider reported more than the server priced: flagged for staff, credited as priced. */
  over_payment: z.boolean(),
  updated_at: z.string(),
}).meta({ id: 'PaymentSummary' });
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/** One entry of a payment's own log (initialized, verified, webhook, settled, rejected, refunded). */
export const ZPaymentEvent = z
  .object({
    kind: z.string(),
    note: z.string().nullable(),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'PaymentEvent' });
export type TPaymentEvent = z.infer<typeof ZPaymentEvent>;

/** One refund of a payment through its provider (staff detail). */
export const ZPaymentRefund = z
  .object({
    id: z.number().int(),
    /** Kobo. */
    amount: z.number().int(),
    reason: z.string(),
    status: ZRefundStatus,
    enums: z.object({ status: z.string() }),
    /** The provider's id for it, once the provider answered. */
    provider_refund_id: z.string().nullable(),
    /** Why the provider refused or failed it, or what it needs. */
    failure: z.string().nullable(),
    requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    requested_at: z.string(),
    processed_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentRefund' });
export type TPaymentRefund = z.infer<typeof ZPaymentRefund>;

/** The staff detail: the summary plus the provider's raw verification and the payment's log. */
export const ZPaymentDetail = ZPaymentSummary.extend({
  /** The provider's last verification answer, as received. */
  raw: z.record(z.string(), z.unknown()),
  /** The amount and currency the provider reported (null until verified). */
  amount_received: z.number().int().nullable(),
  currency_received: z.string().nullable(),
  verified_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refunded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Every refund asked of the provider, newest first. */
  refunds: z.array(ZPaymentRefund),
  /** Kobo that can still be refunded (paid, less what is refunded or under way); 0 unless paid. */
  refundable_amount: z.number().int(),
  events: z.array(ZPaymentEvent),
}).meta({ id: 'PaymentDetail' });
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;
