import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZApplication } from './application';

/** A tracking id as typed: any case, dashes and spaces optional (I/L read as 1, O as 0). */
export const ZTrackingReference = z.string().trim().min(1, fieldMessages.required).max(30);

export const ZTrackApplicationParams = z.object({ reference: ZTrackingReference });
export type TTrackApplicationParams = z.infer<typeof ZTrackApplicationParams>;

export const ZTrackApplicationResponse = success(ZApplication);
export type TTrackApplicationResponse = z.infer<typeof ZTrackApplicationResponse>;

export const TRACK_NOT_FOUND_MESSAGE = 'No application was found with this reference.';

export const trackApplication = defineEndpoint({
  method: 'GET',
  path: '/applications/track/:reference',
  summary: 'Track an application by its tracking id (status, timeline and dispatch details)',
  auth: false,
  params: ZTrackApplicationParams,
  response: ZTrackApplicationResponse,
});
