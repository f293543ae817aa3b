import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One signature as poppler's pdfsig reports it. */
export interface PdfSignature {
  signerName: string | undefined;
  subFilter: string | undefined;
  /** "Signature is Valid.", "Digest Mismatch.", … */
  validation: string | undefined;
  /** Whether the signed byte ranges cover the whole file (nothing added after signing). */
  coversWholeFile: boolean;
}

const field = (block: string, name: string) =>
  new RegExp(`^\\s*- ${name}: (.*)$`, 'm').exec(block)?.[1]?.trim();

/**
 * Runs Debian's pdfsig (poppler-utils) on a PDF, as a receiving university's reader would check
 * it offline, and reads each signature's report. Certificates are not checked for trust (-nocert):
 * a test's key is not in any trust store; the signature and the digest are.
 */
export async function pdfsig(
  pdf: Uint8Array,
): Promise<{ output: string; signatures: PdfSignature[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-pdfsig-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile('pdfsig', ['-nocert', file], { timeout: 60_000 }, (error, stdout, stderr) => {
        // pdfsig exits non-zero for a file without signatures or with an invalid one.
        if (error && !stdout) reject(new Error(`pdfsig failed: ${stderr || error.message}`));
        else resolve(`${stdout}${stderr}`);
      });
    });
    const blocks = output.split(/^Signature #\d+:$/m).slice(1);
    return {
      output,
      signatures: blocks.map((block) => ({
        signerName: field(block, 'Signer Certificate Common Name'),
        subFilter: field(block, 'Signature Type'),
        validation: field(block, 'Signature Validation'),
        coversWholeFile: /Total document signed/.test(block),
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
