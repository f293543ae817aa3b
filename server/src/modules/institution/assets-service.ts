import {
  INSTITUTION_ASSET_MAX_PIXELS,
  ZInstitutionAssetKind,
  type TAuthUser,
  type TInstitutionAsset,
  type TInstitutionAssetKind,
} from '@registrar/shared-api/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import { invalid, notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import {
  IMAGE_EXTENSIONS,
  imageDimensions,
  looksLikeMarkup,
  sniffImage,
  unsupportedFile,
} from '../../lib/uploads';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';

export const ASSET_URL_PREFIX = '/api/institution/assets/';

export const SVG_REFUSED =
  'SVG and other markup images are not accepted (they can carry script). Upload a PNG, JPEG or WebP image.';
export const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image.';

/**
 * The box each kind of branding image is served within (twice the largest size it is shown at,
 * for sharp screens). A larger image is scaled down to fit; a smaller one is not enlarged.
 */
export const ASSET_BOXES: Record<TInstitutionAssetKind, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  text_logo: { width: 1200, height: 400 },
  banner: { width: 2400, height: 1200 },
};

type ImageType = TInstitutionAsset['content_type'];

/**
 * Decodes the image (never past the pixel bound), turns it upright, scales it into its kind's
 * box and encodes it again in its own format. What is stored is what sharp wrote: the upload's
 * metadata (EXIF: camera, place, time) is gone, and bytes that only look like an image fail.
 */
async function normalizeImage(body: Buffer, type: ImageType, kind: TInstitutionAssetKind) {
  const box = ASSET_BOXES[kind];
  // Loaded on first use, so start-up does not load it for a process that never needs it.
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(body, {
    limitInputPixels: INSTITUTION_ASSET_MAX_PIXELS * INSTITUTION_ASSET_MAX_PIXELS,
    failOn: 'error',
  })
    .rotate()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : type === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    throw invalid({ file: ['The image could not be read'] });
  }
}

/**
 * Checks an uploaded branding image by its bytes, scales it into its kind's box and stores it
 * under a name made from its kind and SHA-256 (so the URL changes when the image does and can be cached for good). The
 * institution's branding is not changed: the console saves the URL with PUT /institutions/{id}.
 */
export async function uploadAsset(
  db: Db,
  actor: TAuthUser | null,
  institutionId: number,
  kindParam: string,
  body: unknown,
  context: AuditContext,
): Promise<TInstitutionAsset> {
  const user = assertRole(actor, 'administrator');
  const parsedKind = ZInstitutionAssetKind.safeParse(kindParam);
  if (!parsedKind.success) throw notFound('Unknown image kind.');
  const kind: TInstitutionAssetKind = parsedKind.data;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw invalid({ file: ['Choose an image file'] });
  }
  if (looksLikeMarkup(body)) throw unsupportedFile(SVG_REFUSED);
  const type = sniffImage(body);
  if (!type) throw unsupportedFile(NOT_AN_IMAGE);
  const size = imageDimensions(type, body);
  if (!size) throw invalid({ file: ['The image could not be read'] });
  if (size.width > INSTITUTION_ASSET_MAX_PIXELS || size.height > INSTITUTION_ASSET_MAX_PIXELS) {
    const max = String(INSTITUTION_ASSET_MAX_PIXELS);
    throw invalid({ file: [`The image must be at most ${max} × ${max} pixels`] });
  }
  const image = await normalizeImage(body, type, kind);
  const sha256 = createHash('sha256').update(image.content).digest('hex');
  const name = `${kind}-${sha256.slice(0, 32)}.${IMAGE_EXTENSIONS[type]}`;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findById(trx, institutionId))) throw notFound('Institution not found.');
    await repo.insertAsset(trx, {
      institution_id: institutionId,
      kind,
      name,
      content_type: type,
      size_bytes: image.content.length,
      width: image.width,
      height: image.height,
      sha256,
      content: image.content,
      uploaded_by: user.id,
    });
    await recordAudit(trx, context, {
      action: 'institution.asset_uploaded',
      entityType: 'institution',
      entityId: institutionId,
      details: { kind, name, content_type: type, size_bytes: image.content.length, sha256 },
    });
    return {
      kind,
      url: `${ASSET_URL_PREFIX}${name}`,
      content_type: type,
      size_bytes: image.content.length,
      width: image.width,
      height: image.height,
    };
  });
}

/** The stored image by its generated name; 404 for any other name. */
export async function readAsset(db: Db, name: string) {
  const row = await repo.findAssetByName(db, name);
  if (!row) throw notFound('Image not found.');
  return { name: row.name, contentType: row.content_type, content: Buffer.from(row.content) };
}
