import { formatBytes, GRADUATE_COPY_MAX_BYTES } from '@registrar/shared-api';

const PDF_SIGNATURE = '%PDF-';

const firstBytes = (file: Blob, count: number): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      resolve(String.fromCharCode(...bytes));
    };
    reader.onerror = () => resolve('');
    reader.readAsArrayBuffer(file.slice(0, count));
  });

/**
 * The message for the file field, or null when the file may be sent. The same rules as the
 * server (a PDF of at most 10 MiB starting with %PDF-), checked first so a wrong file is refused
 * at once; the server still checks.
 */
export async function fileProblem(file: File | null): Promise<string | null> {
  if (!file) return 'Choose a PDF file';
  const isPdfName = /\.pdf$/i.test(file.name);
  if (file.type !== 'application/pdf' && !isPdfName) return 'The file must be a PDF';
  if (file.size === 0) return 'The file is empty';
  if (file.size > GRADUATE_COPY_MAX_BYTES) {
    return `The file must be at most ${formatBytes(GRADUATE_COPY_MAX_BYTES)} (this one is ${formatBytes(file.size)})`;
  }
  if ((await firstBytes(file, PDF_SIGNATURE.length)) !== PDF_SIGNATURE) {
    return 'The file is not a PDF';
  }
  return null;
}
