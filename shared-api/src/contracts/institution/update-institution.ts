import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZInstitution, ZTheme } from './get-institution';

const ZOptionalUrl = z.string().trim().max(2048).nullable();

export const ZUpdateInstitutionParams = z.object({ id: ZPathId });

export const ZUpdateInstitutionRequest = z.object({
  name: z.string().trim().min(1, 'This field is required').max(200),
  acronym: z.string().trim().min(1, 'This field is required').max(20),
  logo_url: ZOptionalUrl,
  text_logo_url: ZOptionalUrl,
  banner_url: ZOptionalUrl,
  theme: ZTheme,
});
export type TUpdateInstitutionRequest = z.infer<typeof ZUpdateInstitutionRequest>;

export const ZUpdateInstitutionResponse = success(ZInstitution);
export type TUpdateInstitutionResponse = z.infer<typeof ZUpdateInstitutionResponse>;

export const updateInstitution = defineEndpoint({
  method: 'PUT',
  path: '/institutions/:id',
  summary: 'Update the institution branding (applied by the shell on next load)',
  auth: true,
  params: ZUpdateInstitutionParams,
  body: ZUpdateInstitutionRequest,
  response: ZUpdateInstitutionResponse,
});
