import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZConsentWording } from './consent';

export const ZUpdateConsentWordingRequest = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .min(20, 'Write at least 20 characters')
    .max(4000),
});
export type TUpdateConsentWordingRequest = z.infer<typeof ZUpdateConsentWordingRequest>;

export const ZUpdateConsentWordingResponse = success(ZConsentWording);
export type TUpdateConsentWordingResponse = z.infer<typeof ZUpdateConsentWordingResponse>;

/**
 * A new version of the consent wording, in force at once (administrator). Consents already
 * given keep the version they agreed to; an applicant who read the old one is asked again.
 */
export const updateConsentWording = defineEndpoint({
  method: 'PUT',
  path: '/consent-wording',
  summary: 'Reword the consent applicants give: a new version, in force at once (administrator)',
  auth: true,
  body: ZUpdateConsentWordingRequest,
  response: ZUpdateConsentWordingResponse,
});
