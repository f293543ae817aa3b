import { openPdfjsDocument, runPdfScript } from './pdf-child';

/**
 * Where text lands on each page as a viewer shows it (rotation and crop box applied), read by
 * pdf.js (pdfjs-dist, which pdf-parse brings) in a child process (see pdf-child.ts).
 */
const script = `${openPdfjsDocument}const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const { items } = await page.getTextContent();
  const texts = items.filter((item) => 'str' in item && item.str.trim()).map((item) => {
    const [a, b, , , e, f] = item.transform;
    const [x, y] = viewport.convertToViewportPoint(e, f);
    const [dx, dy] = viewport.convertToViewportPoint(e + a, f + b);
    return { str: item.str, x, y, angle: Math.round((Math.atan2(dy - y, dx - x) * 180) / Math.PI) };
  });
  pages.push({ width: viewport.width, height: viewport.height, texts });
}
process.stdout.write(JSON.stringify(pages));
await doc.destroy();
`;

/** One text run: its start in viewer pixels (origin top left, y down) and its direction. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  /** 0 = reads left to right, upright. */
  angle: number;
}

export interface PageLayout {
  width: number;
  height: number;
  texts: PlacedText[];
}

export function readPdfLayout(pdf: Buffer): Promise<PageLayout[]> {
  return runPdfScript(script, pdf);
}
