import { INSTITUTION_ASSET_MAX_BYTES } from '@registrar/shared-api';

const firstBytes = (file: Blob, count: number): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, count));
  });

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The message for an image field, or null when the file may be sent: the server's rules (PNG,
 * JPEG or WebP by their first bytes, at most 2 MB), checked first so a wrong file is refused at
 * once; the server checks again.
 */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'The selected file is empty';
  if (file.size > INSTITUTION_ASSET_MAX_BYTES) return 'The image must be at most 2 MB';
  const bytes = await firstBytes(file, 12);
  const isPng = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const isJpeg = startsWith(bytes, [0xff, 0xd8, 0xff]);
  const isWebp = startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  if (isPng || isJpeg || isWebp) return null;
  return /\.svg$/i.test(file.name) || file.type === 'image/svg+xml'
    ? 'SVG images are not accepted. Upload a PNG, JPEG or WebP image'
    : 'The file must be a PNG, JPEG or WebP image';
}
