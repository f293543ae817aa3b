import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';

/** The largest branding image accepted (2 MiB); a bigger body is refused with 413. */
export const INSTITUTION_ASSET_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The largest width or height accepted, in pixels. The bytes are bounded above, but a decoder
 * allocates width × height × 4 bytes whatever the file's size: 4000 × 4000 is 64 MB at most.
 */
export const INSTITUTION_ASSET_MAX_PIXELS = 4000;

export const ZInstitutionAssetKind = z.enum(['logo', 'text_logo', 'banner']);
export type TInstitutionAssetKind = z.infer<typeof ZInstitutionAssetKind>;

/** `kind` is one of ZInstitutionAssetKind; another value is an unknown resource (404). */
export const ZUploadInstitutionAssetParams = z.object({
  id: ZPathId,
  kind: z.string().max(40),
});

/** A stored branding image: put `url` into logo_url / text_logo_url / banner_url and save. */
export const ZInstitutionAsset = z
  .object({
    kind: ZInstitutionAssetKind,
    url: z.string(),
    content_type: z.enum(['image/png', 'image/jpeg', 'image/webp']),
    size_bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'InstitutionAsset' });
export type TInstitutionAsset = z.infer<typeof ZInstitutionAsset>;

export const ZUploadInstitutionAssetResponse = success(ZInstitutionAsset);
export type TUploadInstitutionAssetResponse = z.infer<typeof ZUploadInstitutionAssetResponse>;

/**
 * The image is the raw request body (PNG, JPEG or WebP, decided by its first bytes; SVG refused
 * with 415; at most 2 MiB → else 413). Uploading does not change the branding: save the
 * returned URL with PUT /institutions/{id}.
 */
export const uploadInstitutionAsset = defineEndpoint({
  method: 'POST',
  path: '/institutions/:id/assets/:kind',
  summary: 'Upload a logo, text logo or banner image (raw PNG/JPEG/WebP body, at most 2 MiB)',
  auth: true,
  params: ZUploadInstitutionAssetParams,
  response: ZUploadInstitutionAssetResponse,
});
