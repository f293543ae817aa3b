import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';

export const ZGetInstitutionAssetParams = z.object({
  name: z.string().regex(/^(logo|text_logo|banner)-[0-9a-f]{16,64}\.(png|jpg|webp)$/),
});

export const ZGetInstitutionAssetResponse = z
  .string()
  .meta({ description: 'The image (image/png, image/jpeg or image/webp)', format: 'binary' });

/** Public and immutable: the name holds the content's hash, so it is cached for a year. */
export const getInstitutionAsset = defineEndpoint({
  method: 'GET',
  path: '/institution/assets/:name',
  summary: 'An uploaded branding image (logo, text logo, banner)',
  auth: false,
  params: ZGetInstitutionAssetParams,
  response: ZGetInstitutionAssetResponse,
});
