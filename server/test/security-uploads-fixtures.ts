import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** A real PNG (a QR code drawn by `qrcode`), `size` pixels square. */
export const pngImage = (size = 64): Promise<Buffer> =>
  QRCode.toBuffer('registrar', { type: 'png', width: size, margin: 0 });

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A complete, valid PNG of any size, white, 1 bit per pixel: small on the wire (an 8000 × 8000
 * one is about 8 KB) however many pixels a decoder would have to allocate for it.
 */
export function whitePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y += 1) row.copy(rows, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header (SOI, APP0 JFIF, SOF0 with the size) and an EOI: enough to sniff. */
export function jpegImage(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP header (RIFF, WEBP, VP8L with the size). */
export function webpImage(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(5);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.alloc(4), vp8l]);
  chunk.writeUInt32LE(vp8l.length, 4);
  const riff = Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('WEBP', 'latin1'),
    chunk,
  ]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

export const svgImage = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
export const htmlPage = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

/** A real photo-like image of any size and format (a colour gradient drawn by sharp). */
export const photo = (
  width: number,
  height: number,
  format: 'jpeg' | 'webp' | 'png',
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  });
  const withExif = exif ? image.withExif(exif) : image;
  return withExif.toFormat(format).toBuffer();
};
