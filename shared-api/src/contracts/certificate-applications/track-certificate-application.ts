import { z } from 'zod';
import { ZTrackingReference } from '../requests/tracking-id';
import { ZTrackApplicationQuery, ZTrackedApplicant } from '../applications/track-application';
import { defineEndpoint, success } from '../common/envelope';
import { ZCertificateApplication } from './certificate-application';

export const ZTrackCertificateApplicationParams = z.object({
  reference: ZTrackingReference,
});
export type TTrackCertificateApplicationParams = z.infer<typeof ZTrackCertificateApplicationParams>;

/**
 * `email`: the applicant's email (any case), exactly as the transcript track's: the full record
 * when it matches, else the redacted view; a wrong or blank email is answered as no email.
 */
export const ZTrackCertificateApplicationQuery = ZTrackApplicationQuery;
export type TTrackCertificateApplicationQuery = z.infer<typeof ZTrackCertificateApplicationQuery>;

/**
 * A certificate application as the track screen gets it, by the transcript track's rules: no
 * internal numeric id (region_id and courier_id are public reference data). `redacted: true`
 * (the reference alone): kind, status, timeline (status, label, time), region, courier, waybill
 * and fees as stored; every timeline `note` and the applicant's `graduation_year` null; the
 * applicant's and the recipient's names as initials, the email and phone masked
 * ("j•••@example.org", "•••78"), matric number, programme and the delivery address "•••", and
 * `hold` null (why it is held may be personal). `redacted: false` (the applicant's email):
 * everything, the staff notes, the year and the hold's reason included.
 */
export const ZTrackedCertificateApplication = ZCertificateApplication.omit({ id: true })
  .extend({ applicant: ZTrackedApplicant, redacted: z.boolean() })
  .meta({ id: 'TrackedCertificateApplication' });
export type TTrackedCertificateApplication = z.infer<typeof ZTrackedCertificateApplication>;

export const ZTrackCertificateApplicationResponse = success(ZTrackedCertificateApplication);
export type TTrackCertificateApplicationResponse = z.infer<
  typeof ZTrackCertificateApplicationResponse
>;

export const trackCertificateApplication = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/track/:reference',
  summary:
    "Track a certificate application by its tracking id: redacted, or in full with the applicant's email",
  auth: false,
  params: ZTrackCertificateApplicationParams,
  query: ZTrackCertificateApplicationQuery,
  response: ZTrackCertificateApplicationResponse,
});
