import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Please enter a colour as #RRGGBB');

export const ZTheme = z.object({ primary: ZHexColour, secondary: ZHexColour });

/** Institution branding (spec §1, §3). URLs may be absolute or root-relative. */
export const ZInstitution = z
  .object({
    id: z.number().int(),
    name: z.string(),
    acronym: z.string(),
    logo_url: z.string().nullable(),
    text_logo_url: z.string().nullable(),
    banner_url: z.string().nullable(),
    theme: ZTheme,
  })
  .meta({ id: 'Institution' });
export type TInstitution = z.infer<typeof ZInstitution>;

export const ZGetInstitutionResponse = success(ZInstitution);
export type TGetInstitutionResponse = z.infer<typeof ZGetInstitutionResponse>;

export const getInstitution = defineEndpoint({
  method: 'GET',
  path: '/institution',
  summary: 'The institution whose portal this is: name, acronym, logos, banner and theme',
  auth: false,
  response: ZGetInstitutionResponse,
});
