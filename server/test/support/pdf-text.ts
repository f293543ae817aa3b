import { runPdfScript } from './pdf-child';

/**
 * The text of a PDF, read by pdf-parse (Mozilla's pdf.js) in a child Node process (see pdf-child.ts).
 */
const script = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const info = await parser.getInfo();
const { text, pages } = await parser.getText();
const pageTexts = pages.map((page) => page.text);
process.stdout.write(JSON.stringify({ text, pages: info.total, info: info.info, pageTexts }));
await parser.destroy();
`;

export interface PdfContent {
  text: string;
  pages: number;
  info: Record<string, unknown>;
  /** The text of each page, in page order. */
  pageTexts: string[];
}

export function readPdf(pdf: Buffer): Promise<PdfContent> {
  return runPdfScript(script, pdf);
}

/** Text with runs of whitespace (line breaks inside a paragraph) made single spaces. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');
