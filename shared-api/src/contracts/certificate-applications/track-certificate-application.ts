import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateApplication } from './certificate-application';

export const ZTrackCertificateApplicationParams = z.object({
  /** The tracking id, any case, dashes and spaces optional; I/L read as 1 and O as 0. */
  reference: z.string().trim().min(1).max(40),
});
export type TTrackCertificateApplicationParams = z.infer<typeof ZTrackCertificateApplicationParams>;

export const ZTrackCertificateApplicationResponse = success(ZCertificateApplication);
export type TTrackCertificateApplicationResponse = z.infer<
  typeof ZTrackCertificateApplicationResponse
>;

export const trackCertificateApplication = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/track/:reference',
  summary: 'Track a certificate application by its tracking id',
  auth: false,
  params: ZTrackCertificateApplicationParams,
  response: ZTrackCertificateApplicationResponse,
});
