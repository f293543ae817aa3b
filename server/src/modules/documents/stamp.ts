import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { displayVerificationCode, verificationUrl } from '../graduate-certificates/pdf';

/** Why an uploaded PDF cannot carry a verification stamp. */
export class UnstampablePdfError extends Error {
  constructor(readonly reason: 'encrypted' | 'damaged') {
    super(`The PDF is ${reason}`);
    this.name = 'UnstampablePdfError';
  }
}

/** Sizes in points (1/72 inch): the block fits the bottom 20 mm of the page's left corner. */
const EDGE = 8;
const QR = 40;
const PAD = 3;
const GAP = 5;
const CODE_SIZE = 7;
const URL_SIZE = 6;

/** The standard fonts speak WinAnsi: anything else in the (configured) URL is shown as '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/**
 * Where the bottom-left corner of the page as displayed lies in user space: pages may be rotated
 * (/Rotate) and their visible box (CropBox) need not start at 0,0. `at(u, v)` maps a point of
 * the displayed page (origin bottom left) to user space; drawing with `rotate` keeps text upright.
 */
function displayed(page: PDFPage, degrees: typeof PdfLib.degrees) {
  const box = page.getCropBox();
  const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  const isTurned = rotation === 90 || rotation === 270;
  const at = (u: number, v: number) => {
    if (rotation === 90) return { x: box.x + box.width - v, y: box.y + u };
    if (rotation === 180) return { x: box.x + box.width - u, y: box.y + box.height - v };
    if (rotation === 270) return { x: box.x + v, y: box.y + box.height - u };
    return { x: box.x + u, y: box.y + v };
  };
  return { width: isTurned ? box.height : box.width, at, rotate: degrees(rotation) };
}

interface Stamp {
  lines: { text: string; font: PDFFont; size: number }[];
  qr: PDFImage;
}

/**
 * The block on one page: a white panel (so the code reads on any background), the QR code and,
 * beside it, the code and the address. Shrunk to fit pages narrower than the block.
 */
function stampPage(page: PDFPage, stamp: Stamp, { degrees, rgb }: typeof PdfLib) {
  const { width, at, rotate } = displayed(page, degrees);
  const textWidth = Math.max(...stamp.lines.map((l) => l.font.widthOfTextAtSize(l.text, l.size)));
  const blockWidth = PAD + QR + GAP + textWidth + PAD;
  const scale = Math.min(1, (width - 2 * EDGE) / blockWidth);
  const s = (n: number) => n * scale;
  page.drawRectangle({
    ...at(EDGE, EDGE),
    width: s(blockWidth),
    height: s(QR + 2 * PAD),
    rotate,
    color: rgb(1, 1, 1),
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.5,
  });
  page.drawImage(stamp.qr, {
    ...at(EDGE + s(PAD), EDGE + s(PAD)),
    width: s(QR),
    height: s(QR),
    rotate,
  });
  const textLeft = EDGE + s(PAD + QR + GAP);
  let baseline = EDGE + s(PAD + QR) - s(CODE_SIZE + 2);
  for (const line of stamp.lines) {
    page.drawText(line.text, {
      ...at(textLeft, baseline),
      size: s(line.size),
      font: line.font,
      color: rgb(0.04, 0.05, 0.05),
      rotate,
    });
    baseline -= s(line.size + 4);
  }
}

/**
 * The uploaded transcript with, on every page, its verification code, a QR code of the public
 * verification page and "Verify at <url>". pdf-lib rewrites the file: the result is a valid PDF
 * (the original content is wrapped in q/Q, so its graphics state cannot move the stamp), but a
 * digital signature in the upload would no longer verify. Encrypted or unreadable input →
 * UnstampablePdfError.
 */
export async function stampVerification(
  pdf: Uint8Array,
  code: string,
  publicUrl: string,
): Promise<Buffer> {
  // Loaded on first use, so start-up does not load it for a process that never needs it.
  const pdfLib = await import('pdf-lib');
  const { PDFDocument, StandardFonts } = pdfLib;
  let doc: PdfLib.PDFDocument;
  try {
    // Loaded even when encrypted only to tell that case apart (pdf-lib cannot decrypt).
    doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new UnstampablePdfError('damaged');
  }
  if (doc.isEncrypted) throw new UnstampablePdfError('encrypted');
  try {
    const pages = doc.getPages();
    if (pages.length === 0) throw new Error('no pages');
    const url = verificationUrl(publicUrl, code);
    const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1 });
    const stamp: Stamp = {
      qr: await doc.embedPng(png),
      lines: [
        {
          text: `Verification code: ${displayVerificationCode(code)}`,
          font: await doc.embedFont(StandardFonts.HelveticaBold),
          size: CODE_SIZE,
        },
        {
          text: winAnsi(`Verify at ${url}`),
          font: await doc.embedFont(StandardFonts.Helvetica),
          size: URL_SIZE,
        },
      ],
    };
    for (const page of pages) stampPage(page, stamp, pdfLib);
    return Buffer.from(await doc.save());
  } catch {
    throw new UnstampablePdfError('damaged');
  }
}
