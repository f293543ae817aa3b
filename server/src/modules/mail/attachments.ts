import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/schema';
import { renderPaymentReceipt } from '../payments/receipt';
import type { MailPayloads, MailTemplate } from './templates';

/**
 * Files an email carries, made when it is sent (after the payment's transaction committed, so
 * the receipt sees the paid payment; a retry attaches the same document again).
 */
export async function attachmentsFor(
  db: Db,
  template: MailTemplate,
  payload: MailPayloads[MailTemplate],
): Promise<Mail.Attachment[]> {
  if (template !== 'application_paid') return [];
  const { payment_reference: reference } = payload as MailPayloads['application_paid'];
  const receipt = await renderPaymentReceipt(db, reference);
  // No paid payment under this reference (credited by hand): the email goes without a receipt.
  if (!receipt) return [];
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '-');
  return [{ filename: `receipt-${safe}.pdf`, content: receipt, contentType: 'application/pdf' }];
}
