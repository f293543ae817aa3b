import { execFile } from 'node:child_process';

/**
 * Script lines that read the PDF piped to stdin and open it with pdf.js (pdfjs-dist's legacy
 * build, the Node one) as `doc`.
 */
export const openPdfjsDocument = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
`;

/**
 * Runs an ES module script in a child Node process with the PDF on stdin and parses the JSON it
 * writes to stdout. pdf.js is an ES module loaded with dynamic import, which Jest's CommonJS
 * runtime cannot do in-process. `args` reach the script as process.argv[1] onwards.
 */
export function runPdfScript<T>(
  script: string,
  pdf: Buffer | Uint8Array,
  args: string[] = [],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script, ...args],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(pdf);
  });
}
