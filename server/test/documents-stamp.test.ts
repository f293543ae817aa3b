import { PDFDocument } from 'pdf-lib';
import { stampVerification, UnstampablePdfError } from '../src/modules/documents/stamp';
import { brokenPdf, encryptedPdf, transcriptPdf } from './support/pdf-fixtures';
import { readPdfLayout } from './support/pdf-layout';
import { flat, readPdf } from './support/pdf-text';

const CODE = '7K3M9QXD2F8HTB4N';
const PRINTED = 'Verification code: 7K3M-9QXD-2F8H-TB4N';
const URL = `https://registry.futd.test/verify/${CODE}`;

describe('stamping an uploaded transcript with its verification code', () => {
  it('puts the code, the address and a QR code on every page, upright in the bottom-left corner', async () => {
    const original = await transcriptPdf([
      {},
      { size: [841.89, 595.28] },
      { rotate: 90 },
      { rotate: 180 },
      { rotate: 270, size: [400, 300] },
      { cropBox: [50, 100, 400, 500] },
    ]);
    const stamped = await stampVerification(original, CODE, 'https://registry.futd.test');

    // Still a PDF that both pdf-lib and pdf.js open, with the same pages.
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(6);
    const pdf = await readPdf(stamped);
    expect(pdf.pages).toBe(6);
    pdf.pageTexts.forEach((text, i) => {
      expect(flat(text)).toContain(`Transcript page ${String(i + 1)}`);
      expect(flat(text)).toContain(PRINTED);
      expect(flat(text)).toContain(`Verify at ${URL}`);
    });

    // As a viewer shows each page (rotation and crop box applied): readable, inside the page,
    // in its bottom-left corner.
    for (const page of await readPdfLayout(stamped)) {
      const code = page.texts.find((t) => t.str.startsWith('Verification code'))!;
      expect(code).toBeDefined();
      expect(code.angle).toBe(0);
      expect(code.x).toBeGreaterThan(0);
      expect(code.x).toBeLessThan(page.width / 2);
      expect(code.y).toBeGreaterThan(page.height - 60);
      expect(code.y).toBeLessThan(page.height);
    }
  });

  it('shrinks the block to fit a page narrower than it', async () => {
    const stamped = await stampVerification(
      await transcriptPdf([{ size: [120, 200] }]),
      CODE,
      `https://registry.futd.test/a/long/path/prefix`,
    );
    const [page] = await readPdfLayout(stamped);
    const url = page!.texts.find((t) => t.str.startsWith('Verify at'))!;
    expect(url.x).toBeGreaterThan(0);
    expect(url.x).toBeLessThan(page!.width);
  });

  it('refuses an encrypted PDF and one it cannot read, saying which', async () => {
    const reasonOf = async (pdf: Buffer) => {
      const error: unknown = await stampVerification(pdf, CODE, 'https://x.test').then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UnstampablePdfError);
      return (error as UnstampablePdfError).reason;
    };
    expect(await reasonOf(await encryptedPdf())).toBe('encrypted');
    expect(await reasonOf(brokenPdf)).toBe('damaged');
    expect(await reasonOf(Buffer.from('%PDF-'))).toBe('damaged');
  });
});
