import { openPdfjsDocument, runPdfScript } from './pdf-child';

/**
 * Each page of a PDF drawn to pixels and searched for a QR code, as a phone camera would read the
 * printout: pdf.js (pdfjs-dist's legacy build, the Node one) rasterises onto @napi-rs/canvas
 * (Skia, prebuilt in its npm package) and jsQR decodes the pixels. Pure npm packages, no system
 * binary. Runs in a child Node process because pdf.js is an ES module (see pdf-child.ts); the e2e
 * suite imports this file too.
 */
const script = `${openPdfjsDocument}import jsQR from 'jsqr';
const scale = Number(process.argv[1]);
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const { canvas, context } = doc.canvasFactory.create(width, height);
  // Paper is white: a transparent backdrop would read as black to the decoder.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const pixels = context.getImageData(0, 0, width, height);
  const code = jsQR(pixels.data, width, height, { inversionAttempts: 'dontInvert' });
  pages.push(code ? code.data : null);
  doc.canvasFactory.destroy({ canvas, context });
  page.cleanup();
}
process.stdout.write(JSON.stringify(pages));
await doc.destroy();
`;

/**
 * The text of the QR code on each page (null where none was found), in page order. `scale` is
 * pixels per PDF point: 4 (288 dpi) reads the transcripts' 14 mm stamp comfortably.
 */
export function readPdfQrCodes(pdf: Buffer | Uint8Array, scale = 4): Promise<(string | null)[]> {
  return runPdfScript(script, pdf, [String(scale)]);
}
