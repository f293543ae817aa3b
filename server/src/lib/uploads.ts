import { HttpError } from './http-errors';

/**
 * Upload checks shared by every upload route (docs/security.md, "Uploads"): the file's type is
 * decided by its first bytes (magic numbers), never by its name or the Content-Type the client
 * sent; markup (SVG, HTML, XML) is refused outright, since a browser may run script in it.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG, JPEG or WebP by magic bytes; null for anything else. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Whether the bytes look like markup a browser could render as a document (SVG, HTML, XML),
 * whatever they claim to be: leading BOM/whitespace skipped, case-insensitive.
 */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    /^<(\?xml|svg|!doctype|html|head|body|script|iframe|!--)/.test(head) || /<svg[\s>]/.test(head)
  );
}

export interface Dimensions {
  width: number;
  height: number;
}

function pngDimensions(b: Buffer): Dimensions | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpegDimensions(b: Buffer): Dimensions | null {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpDimensions(b: Buffer): Dimensions | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Width and height read from the image's header, or null when the header is not readable. */
export function imageDimensions(type: ImageType, bytes: Buffer): Dimensions | null {
  const found =
    type === 'image/png'
      ? pngDimensions(bytes)
      : type === 'image/jpeg'
        ? jpegDimensions(bytes)
        : webpDimensions(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** 415 with the field message on `file`: the upload is not a type this route takes. */
export const unsupportedFile = (message: string) =>
  new HttpError(415, message, { errors: { file: [message] } });

/**
 * A client's file name reduced to its last path segment (any directories, `..`, drive letters
 * dropped), without control characters, quotes, slashes or characters Windows refuses; letters
 * of any script are kept. Empty when nothing is left.
 */
export function cleanFileName(name: string, maxLength = 150): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, maxLength)
    .trim();
}

/** The same name as ASCII letters, digits, '.', '_', '-', spaces (accents stripped). */
export const asciiFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w. -]+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');

/**
 * `attachment; filename="ascii"` plus, when the name is not plain ASCII, RFC 5987's
 * `filename*=UTF-8''percent-encoded` (RFC 6266): browsers pick the UTF-8 one.
 */
export function attachmentDisposition(name: string, fallback = 'download'): string {
  const clean = cleanFileName(name) || fallback;
  const ascii = asciiFileName(clean) || fallback;
  if (ascii === clean) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
