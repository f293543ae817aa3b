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

/**
 * How this server takes payments: 'live' through a real provider, 'sandbox' through the built-in
 * test checkout where no money moves (every public page then says so).
 */
export const ZPaymentsMode = z.enum(['sandbox', 'live']);
export type TPaymentsMode = z.infer<typeof ZPaymentsMode>;

/**
 * The public answer: the branding, what a visitor must know about payments here, and whether
 * applicants may have SMS updates (an SMS gateway is configured). This server always sends
 * `payments` and `sms`; a client reading an older server finds neither, shows no notice and
 * offers no SMS.
 */
export const ZPortalInstitution = ZInstitution.extend({
  payments: z.object({ mode: ZPaymentsMode }).optional(),
  sms: z.object({ enabled: z.boolean() }).optional(),
}).meta({ id: 'PortalInstitution' });
export type TPortalInstitution = z.infer<typeof ZPortalInstitution>;

export const ZGetInstitutionResponse = success(ZPortalInstitution);
export type TGetInstitutionResponse = z.infer<typeof ZGetInstitutionResponse>;

export const getInstitution = defineEndpoint({
  method: 'GET',
  path: '/institution',
  summary:
    'The institution whose portal this is: name, acronym, logos, banner, theme, payments mode and SMS',
  auth: false,
  response: ZGetInstitutionResponse,
});
