import {
  renderCertificateBody,
  type TCertificatePlaceholder,
} from '@registrar/shared-api/contracts';
import QRCode from 'qrcode';
import type { Branding } from '../mail/branding';
import type { CertificateDocumentRow } from './repository';
import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

export const fullName = (
  row: Pick<CertificateDocumentRow, 'first_name' | 'other_names' | 'surname'>,
) => [row.first_name, row.other_names, row.surname].filter(Boolean).join(' ');

/** The code as printed: four groups of four (lookups ignore the dashes). */
export const displayVerificationCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/verify/${encodeURIComponent(code)}`;

const issuedDate = (value: Date | string) =>
  new Date(value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INSTITUTION_TIME_ZONE.id,
  });

/** The template's placeholders filled from the graduate record and the issue. */
export const placeholderValues = (
  row: CertificateDocumentRow,
): Record<TCertificatePlaceholder, string> => ({
  full_name: fullName(row),
  degree: row.degree,
  class_of_degree: row.class_of_degree ?? '',
  programme: row.programme,
  graduation_year: String(row.graduation_year),
  graduation_session: row.graduation_session,
  serial_number: row.serial_number,
  date_issued: issuedDate(row.issued_at),
});

const collect = (doc: PDFKit.PDFDocument) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

/**
 * The certificate PDF (A4 in the template's orientation): institution, title, the template's
 * body, the facts (name, degree, class, date, serial number), and a QR code of the public
 * verification page with the verification code printed beside it. A revoked certificate is
 * stamped REVOKED.
 */
export async function renderCertificatePdf(
  row: CertificateDocumentRow,
  branding: Branding,
): Promise<Buffer> {
  // Loaded on first use, so start-up does not load it for a process that never needs it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: row.orientation,
    margin: 48,
    info: {
      Title: `${row.title} — ${fullName(row)}`,
      Author: branding.name,
      Subject: `Serial number ${row.serial_number}`,
    },
  });
  const done = collect(doc);
  const { width, height } = doc.page;
  const inner = width - 96;
  const url = verificationUrl(branding.publicUrl, row.verification_code);
  const qr = await QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });

  doc
    .lineWidth(6)
    .strokeColor(branding.primary)
    .rect(20, 20, width - 40, height - 40)
    .stroke();
  doc
    .lineWidth(2)
    .strokeColor(branding.secondary)
    .rect(30, 30, width - 60, height - 60)
    .stroke();

  doc.fillColor(branding.primary).font('Helvetica-Bold').fontSize(22);
  doc.text(branding.name, 48, 60, { width: inner, align: 'center' });
  doc.moveDown(0.6).fillColor('#0b0c0c').font('Times-Bold').fontSize(30);
  doc.text(row.title, { width: inner, align: 'center' });
  doc.moveDown(0.8).font('Times-Roman').fontSize(15);
  doc.text(renderCertificateBody(row.body_template, placeholderValues(row)), {
    width: inner,
    align: 'center',
  });

  const qrSize = 110;
  const factsTop = height - 60 - 130;
  const facts: [string, string][] = [
    ['Name', fullName(row)],
    ['Degree', row.degree],
    ['Class of degree', row.class_of_degree ?? '—'],
    ['Date of issue', issuedDate(row.issued_at)],
    ['Serial number', row.serial_number],
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#0b0c0c');
  facts.forEach(([label, value], i) => {
    doc.font('Helvetica-Bold').text(`${label}:`, 60, factsTop + i * 16, { continued: true });
    doc.font('Helvetica').text(` ${value}`);
  });

  const qrX = width - 60 - qrSize;
  doc.image(qr, qrX, factsTop - 10, { width: qrSize, height: qrSize });
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(
    `Verification code: ${displayVerificationCode(row.verification_code)}`,
    qrX - 150,
    factsTop + qrSize - 4,
    {
      width: qrSize + 150,
      align: 'right',
    },
  );
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Verify at ${url}`, qrX - 250, factsTop + qrSize + 8, {
      width: qrSize + 250,
      align: 'right',
    });

  if (row.revoked_at) {
    doc.save().rotate(-20, { origin: [width / 2, height / 2] });
    doc.fillColor('#d4351c').opacity(0.35).font('Helvetica-Bold').fontSize(96);
    doc.text('REVOKED', 0, height / 2 - 48, { width, align: 'center' });
    doc.restore();
  }
  doc.end();
  return done;
}
