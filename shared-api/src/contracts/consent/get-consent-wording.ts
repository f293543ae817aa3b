import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZConsentWording } from './consent';

export const ZGetConsentWordingResponse = success(ZConsentWording);
export type TGetConsentWordingResponse = z.infer<typeof ZGetConsentWordingResponse>;

export const getConsentWording = defineEndpoint({
  method: 'GET',
  path: '/consent-wording',
  summary: 'The consent wording in force: what an applicant agrees to before submitting (public)',
  auth: false,
  response: ZGetConsentWordingResponse,
});
