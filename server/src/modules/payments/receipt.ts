import path from 'node:path';
import type { Db } from '../../db/schema';
import { findCurrent as findInstitution } from '../institution/repository';
import { formatNaira } from './money';
import { loadOwner } from './owners';
import type { InstitutionSigner } from '../signing/plugin';
import * as repo from './repository';
import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

/** DejaVu Sans (from the pinned dejavu-fonts-ttf package) has ₦, which PDF's base fonts lack. */
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
const BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

const dateTime = (value: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: INSTITUTION_TIME_ZONE.id,
  }).format(value)} ${INSTITUTION_TIME_ZONE.abbreviation}`;

/**
 * The PDF receipt of a paid payment, or null when there is no paid payment with this reference.
 * Institution name and acronym, reference, payer, what was paid for line by line, amounts in ₦,
 * the date paid, signed by the institution. The "payment received" email attaches it (import
 * this exact function).
 */
export async function renderPaymentReceipt(
  db: Db,
  reference: string,
  signer: InstitutionSigner,
): Promise<Buffer | null> {
  const payment = await repo.findByReference(db, reference);
  if (!payment || payment.status !== 'paid' || !payment.paid_at) return null;
  const [owner, institution] = await Promise.all([loadOwner(db, payment), findInstitution(db)]);
  const name = institution?.name ?? 'Registrar';

  // Loaded on first use, so start-up does not load it for a process that never needs it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Payment receipt ${payment.reference}`,
      Author: name,
      Subject: 'Payment receipt',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const width = doc.page.width - 112;
  const left = 56;

  doc
    .font('bold')
    .fontSize(18)
    .fillColor(institution?.theme_primary ?? '#0b5394')
    .text(name);
  if (institution?.acronym)
    doc.font('regular').fontSize(11).fillColor('#444444').text(institution.acronym);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(15).fillColor('#000000').text('Payment receipt');
  doc.moveDown(0.6);

  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  field('Reference', payment.reference);
  field('Paid on', dateTime(payment.paid_at));
  field('Payer', `${payment.payer_name} (${payment.payer_email})`);
  field('For', owner.description);
  if (owner.tracking_id) field('Tracking ID', owner.tracking_id);
  field('Status', 'Paid');
  doc.moveDown(1);

  const amountX = left + width - 130;
  const row = (description: string, amount: string, font: 'regular' | 'bold') => {
    const y = doc.y;
    doc
      .font(font)
      .fontSize(10)
      .text(description, left, y, { width: width - 140 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: 130, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 4;
  };
  /** A thin line across the table, between the heading, the items and the total. */
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#999999')
      .stroke();
    doc.y += 4;
  };
  row('Item', 'Amount', 'bold');
  rule();
  const items =
    owner.items.length > 0
      ? owner.items
      : [{ description: owner.description, amount: payment.amount }];
  for (const item of items) row(item.description, formatNaira(item.amount), 'regular');
  rule();
  row('Total paid', formatNaira(payment.amount), 'bold');
  if (payment.over_payment && payment.amount_received !== null)
    row(
      `Amount received by the provider (over-payment, see the bursary)`,
      formatNaira(payment.amount_received),
      'regular',
    );

  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(
      `Paid through ${payment.provider === 'paystack' ? 'Paystack' : 'the test checkout (no money moved)'}. ` +
        `This receipt was issued by ${name} through Registrar; quote the reference in any enquiry.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return signer.sign(await done, {
    reason: `Payment receipt ${payment.reference}, issued by ${name}`,
  });
}
