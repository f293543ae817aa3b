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
 * Checks an uploaded branding image by its bytes and stores it under a name made from its
 * kind and SHA-256 (so the URL changes when the image does and can be cached for good). The
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
  const sha256 = createHash('sha256').update(body).digest('hex');
  const name = `${kind}-${sha256.slice(0, 32)}.${IMAGE_EXTENSIONS[type]}`;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findById(trx, institutionId))) throw notFound('Institution not found.');
    await repo.insertAsset(trx, {
      institution_id: institutionId,
      kind,
      name,
      content_type: type,
      size_bytes: body.length,
      width: size.width,
      height: size.height,
      sha256,
      content: body,
      uploaded_by: user.id,
    });
    await recordAudit(trx, context, {
      action: 'institution.asset_uploaded',
      entityType: 'institution',
      entityId: institutionId,
      details: { kind, name, content_type: type, size_bytes: body.length, sha256 },
    });
    return {
      kind,
      url: `${ASSET_URL_PREFIX}${name}`,
      content_type: type,
      size_bytes: body.length,
      width: size.width,
      height: size.height,
    };
  });
}

/** The stored image by its generated name; 404 for any other name. */
export async function readAsset(db: Db, name: string) {
  const row = await repo.findAssetByName(db, name);
  if (!row) throw notFound('Image not found.');
  return { name: row.name, contentType: row.content_type, content: Buffer.from(row.content) };
}
