import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import PDFKit from 'pdfkit';

export interface FixturePage {
  /** Width and height in points (default A4 portrait). */
  size?: [number, number];
  /** The page's /Rotate (a viewer turns it clockwise by this much). */
  rotate?: 0 | 90 | 180 | 270;
  /** A visible box that does not start at 0,0: [x, y, width, height]. */
  cropBox?: [number, number, number, number];
}

/**
 * A real (pdf-lib written) transcript PDF: each page says "Transcript page N". Pages may be
 * rotated or cropped, as scanned or exported transcripts often are.
 */
export async function transcriptPdf(pages: FixturePage[] = [{}]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach((spec, i) => {
    const page = doc.addPage(spec.size ?? [595.28, 841.89]);
    if (spec.cropBox) page.setCropBox(...spec.cropBox);
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    const [x, y] = spec.cropBox ? [spec.cropBox[0] + 40, spec.cropBox[1] + 80] : [40, 80];
    page.drawText(`Transcript page ${String(i + 1)}`, { x, y, size: 14, font });
  });
  return Buffer.from(await doc.save());
}

/** A password-protected PDF (pdfkit's standard security handler, RC4/AES as pdfkit chooses). */
export function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ userPassword: 'secret', ownerPassword: 'owner-secret' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Protected transcript');
    doc.end();
  });
}

/** Starts like a PDF (so an upload accepts it) but is not one. */
export const brokenPdf = Buffer.from(
  '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'ascii',
);
