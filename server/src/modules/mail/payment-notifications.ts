import type { Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { loadOwner } from '../payments/owners';
import { textStatusChange } from '../sms/notifications';
import {
  application,
  certificateApplication,
  certificateApplicationFacts,
  enqueueMail,
  findCertificateApplication,
} from './notifications';
import type { MailPayloads } from './templates';

/**
 * The payment emails, queued inside the settlement's (or the refund's) transaction. Each
 * "payment received" email gets the PDF receipt attached when it is sent (attachments.ts).
 */

export async function notifyApplicationPaid(trx: Db, applicationId: number, reference: string) {
  const row = await trx
    .selectFrom('applications')
    .select(['id', 'tracking_id', 'first_name', 'email', 'total', 'expected_at'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await textStatusChange(trx, applicationId, { status: 'paid' });
  return enqueueMail(
    trx,
    'application_paid',
    row.email,
    {
      tracking_id: row.tracking_id,
      first_name: row.first_name,
      total: row.total,
      payment_reference: reference,
      expected_at: row.expected_at,
    },
    application(row.id),
  );
}

export async function notifyCertificateApplicationPaid(trx: Db, id: number, reference: string) {
  const row = await findCertificateApplication(trx, id);
  await textStatusChange(trx, id, { status: 'paid' });
  return enqueueMail(
    trx,
    'certificate_application_paid',
    row.email,
    {
      ...certificateApplicationFacts(row),
      payment_reference: reference,
      expected_at: row.expected_at,
    },
    certificateApplication(row.id),
  );
}

/** A payment email to the payer named on the payment; none when it has no email. */
async function notifyPayer<T extends 'standalone_payment_paid' | 'payment_refunded'>(
  trx: Db,
  payment: PaymentRow,
  template: T,
  payloadOf: (description: string) => MailPayloads[T],
) {
  if (!payment.payer_email) return null;
  const owner = await loadOwner(trx, payment);
  return enqueueMail(trx, template, payment.payer_email, payloadOf(owner.description), {
    type: 'payment',
    id: payment.id,
  });
}

/** An "other" payment has no application: the payer's name and email are on the payment. */
export const notifyStandalonePaymentPaid = (trx: Db, payment: PaymentRow) =>
  notifyPayer(trx, payment, 'standalone_payment_paid', (description) => ({
    payer_name: payment.payer_name,
    payment_type: description,
    amount: payment.amount,
    payment_reference: payment.reference,
  }));

/**
 * A processed refund that moved no application to Refunded (a part of the payment, an "other"
 * payment, an application past refunding): told to the payer, with what came back. `payment` is
 * as the refund left it (its refunded_amount counts this refund).
 */
export const notifyPaymentRefunded = (
  trx: Db,
  payment: PaymentRow,
  reason: string,
  refunded: number,
) =>
  notifyPayer(trx, payment, 'payment_refunded', (description) => ({
    payer_name: payment.payer_name,
    description,
    amount: refunded,
    amount_paid: payment.amount,
    refunded_total: payment.refunded_amount,
    payment_reference: payment.reference,
    reason,
  }));
