import {
  paymentKindLabels,
  paymentStatusLabels,
  refundStatusLabels,
  type TPayment,
  type TPaymentDetail,
  type TPaymentSummary,
} from '@registrar/shared-api/contracts';
import type { PaymentRow } from '../../db/schema-applications';
import type { OwnerInfo } from './owners';
import type { RefundListRow } from './repository';
import { iso, isoOrNull } from '../../lib/iso';

export const receiptPathOf = (row: Pick<PaymentRow, 'status' | 'reference'>) =>
  row.status === 'paid' ? `/payments/reference/${encodeURIComponent(row.reference)}/receipt` : null;

/**
 * The receipt's link in staff answers. The receipt asks for the email on the application; staff
 * read that email anyway, and a plain link (a download sends no bearer token) carries it.
 */
export const staffReceiptPathOf = (
  row: Pick<PaymentRow, 'status' | 'reference'>,
  email: string | null,
) => {
  const path = receiptPathOf(row);
  return path && email ? `${path}?email=${encodeURIComponent(email)}` : path;
};

/** The payer's view (the reference is the capability): no staff data, no provider raw. */
export const toPayment = (row: PaymentRow, owner: OwnerInfo): TPayment => ({
  reference: row.reference,
  provider: row.provider as TPayment['provider'],
  status: row.status,
  enums: { status: paymentStatusLabels[row.status], kind: paymentKindLabels[owner.kind] },
  kind: owner.kind,
  description: owner.description,
  tracking_id: owner.tracking_id,
  payer_name: row.payer_name,
  amount: row.amount,
  currency: row.currency,
  items: owner.items,
  paid_at: isoOrNull(row.paid_at),
  created_at: iso(row.created_at),
  receipt_path: receiptPathOf(row),
  refunded_amount: row.refunded_amount,
  refunding_amount: row.refunding_amount,
});

export const toSummary = (row: PaymentRow, owner: OwnerInfo): TPaymentSummary => ({
  ...toPayment(row, owner),
  receipt_path: staffReceiptPathOf(row, owner.email),
  id: row.id,
  payer_email: row.payer_email,
  application_id: owner.kind === 'application' ? row.application_id : null,
  certificate_application_id: owner.kind === 'certificate_application' ? row.application_id : null,
  standalone_payment_id: row.standalone_payment_id,
  payment_type: owner.payment_type,
  over_payment: row.over_payment,
  updated_at: iso(row.updated_at),
});

export interface EventRow {
  kind: string;
  note: string | null;
  created_at: Date;
  actor_user_id: number | null;
  actor_name: string | null;
}

const actorOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? 'Former staff member' };

export const toDetail = (
  row: PaymentRow,
  owner: OwnerInfo,
  events: EventRow[],
  refundedBy: { id: number; name: string } | null,
  refunds: RefundListRow[],
  refundable: number,
): TPaymentDetail => ({
  ...toSummary(row, owner),
  raw: (row.raw && typeof row.raw === 'object' ? row.raw : {}) as Record<string, unknown>,
  amount_received: row.amount_received,
  currency_received: row.currency_received,
  verified_at: isoOrNull(row.verified_at),
  refunded_at: isoOrNull(row.refunded_at),
  refund_reason: row.refund_reason,
  refunded_by: refundedBy,
  refunds: refunds.map((refund) => ({
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    enums: { status: refundStatusLabels[refund.status] },
    provider_refund_id: refund.provider_refund_id,
    failure: refund.failure,
    requested_by: actorOf(refund.requested_by, refund.requested_by_name),
    requested_at: iso(refund.requested_at),
    processed_at: isoOrNull(refund.processed_at),
  })),
  refundable_amount: refundable,
  events: events.map((event) => ({
    kind: event.kind,
    note: event.note,
    actor: actorOf(event.actor_user_id, event.actor_name),
    at: iso(event.created_at),
  })),
});
