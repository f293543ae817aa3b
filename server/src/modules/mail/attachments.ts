import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/schema';
import { renderPaymentReceipt } from '../payments/receipt';
import type { InstitutionSigner } from '../signing/plugin';
import { RECEIPT_TEMPLATES } from './payment-templates';
import type { MailPayloads, MailTemplate } from './templates';

/**
 * Files an email carries, made when it is sent (after the payment's transaction committed, so
 * the receipt sees the paid payment; a retry attaches the same document again). Every "payment
 * received" email (transcript, certificate, other payment) carries the PDF receipt.
 */
export async function attachmentsFor(
  db: Db,
  template: MailTemplate,
  payload: MailPayloads[MailTemplate],
  signer: InstitutionSigner,
): Promise<Mail.Attachment[]> {
  if (!RECEIPT_TEMPLATES.includes(template)) return [];
  const { payment_reference: reference } = payload as { payment_reference: string };
  const receipt = await renderPaymentReceipt(db, reference, signer);
  // No paid payment under this reference (credited by hand): the email goes without a receipt.
  if (!receipt) return [];
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '-');
  return [{ filename: `receipt-${safe}.pdf`, content: receipt, contentType: 'application/pdf' }];
}
