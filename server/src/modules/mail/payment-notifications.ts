import { certificateKindLabels } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { loadOwner } from '../payments/owners';
import { enqueueMail, findCertificateApplication } from './notifications';

/**
 * The payment emails, queued inside the settlement's (or the refund's) transaction. Each
 * "payment received" email gets the PDF receipt attached when it is sent (attachments.ts).
 */

export async function notifyApplicationPaid(trx: Db, applicationId: number, reference: string) {
  const row = await trx
    .selectFrom('applications')
    .select(['id', 'tracking_id', 'first_name', 'email', 'total'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return enqueueMail(
    trx,
    'application_paid',
    row.email,
    {
      tracking_id: row.tracking_id,
      first_name: row.first_name,
      total: row.total,
      payment_reference: reference,
    },
    { type: 'application', id: row.id },
  );
}

export async function notifyCertificateApplicationPaid(trx: Db, id: number, reference: string) {
  const row = await findCertificateApplication(trx, id);
  return enqueueMail(
    trx,
    'certificate_application_paid',
    row.email,
    {
      tracking_id: row.tracking_id,
      first_name: row.first_name,
      kind_label: certificateKindLabels[row.kind],
      total: row.total,
      payment_reference: reference,
    },
    { type: 'certificate_application', id: row.id },
  );
}

/** An "other" payment has no application: the payer's name and email are on the payment. */
export async function notifyStandalonePaymentPaid(trx: Db, payment: PaymentRow) {
  if (!payment.payer_email) return null;
  const owner = await loadOwner(trx, payment);
  return enqueueMail(
    trx,
    'standalone_payment_paid',
    payment.payer_email,
    {
      payer_name: payment.payer_name,
      payment_type: owner.description,
      amount: payment.amount,
      payment_reference: payment.reference,
    },
    { type: 'payment', id: payment.id },
  );
}

/** A refund whose application did not move to Refunded (or had none): told to the payer. */
export async function notifyPaymentRefunded(trx: Db, payment: PaymentRow, reason: string) {
  if (!payment.payer_email) return null;
  const owner = await loadOwner(trx, payment);
  return enqueueMail(
    trx,
    'payment_refunded',
    payment.payer_email,
    {
      payer_name: payment.payer_name,
      description: owner.description,
      amount: payment.amount,
      payment_reference: payment.reference,
      reason,
    },
    { type: 'payment', id: payment.id },
  );
}
