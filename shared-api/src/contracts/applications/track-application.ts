import { z } from 'zod';
import { ZTrackingReference } from '../requests/tracking-id';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZApplicant, ZApplication, ZApplicationCopy } from './application';

export const ZTrackApplicationParams = z.object({ reference: ZTrackingReference });
export type TTrackApplicationParams = z.infer<typeof ZTrackApplicationParams>;

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `email`: the applicant's email (any case). When it matches the application the answer is the
 * full record; without it, or when it does not match, the redacted view. A wrong email
 * gets exactly the answer no email gets, so the endpoint is no oracle for other addresses.
 */
export const ZTrackApplicationQuery = z.object({
  email: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(254).pipe(z.email(fieldMessages.email)).optional(),
  ),
});
export type TTrackApplicationQuery = z.infer<typeof ZTrackApplicationQuery>;

/**
 * The applicant block of a tracked transcript or certificate application. `graduation_year` is
 * null in the redacted view: with the other masked fields it would narrow down who applied.
 */
export const ZTrackedApplicant = ZApplicant.extend({
  graduation_year: ZApplicant.shape.graduation_year.nullable(),
}).meta({ id: 'TrackedApplicant' });
export type TTrackedApplicant = z.infer<typeof ZTrackedApplicant>;

/** A copy as tracked: no internal id (region_id and courier_id are public reference data). */
export const ZTrackedApplicationCopy = ZApplicationCopy.omit({ id: true }).meta({
  id: 'TrackedApplicationCopy',
});
export type TTrackedApplicationCopy = z.infer<typeof ZTrackedApplicationCopy>;

/**
 * An application as the track screen gets it. No public answer carries an internal numeric id
 * (the application's, a copy's): the tracking id names the application, a copy is its position.
 * `redacted: true` (the reference alone): status, timeline (status, label, time), copies'
 * purpose/type/format and recipient (organisation) name, courier and waybill, fees are as
 * stored; every timeline `note` is null (a staff note may hold personal data) and so is the
 * applicant's `graduation_year`; the applicant's names are initials ("O. A."), emails and phone
 * numbers masked ("j•••@example.org", "•••78"), matric number, programme, postal addresses and
 * recipient references masked ("•••"). `redacted: false` (the applicant's email): everything
 * the applicant submitted, the staff notes and the year included.
 */
export const ZTrackedApplication = ZApplication.omit({ id: true })
  .extend({
    applicant: ZTrackedApplicant,
    copies: z.array(ZTrackedApplicationCopy),
    redacted: z.boolean(),
  })
  .meta({ id: 'TrackedApplication' });
export type TTrackedApplication = z.infer<typeof ZTrackedApplication>;

export const ZTrackApplicationResponse = success(ZTrackedApplication);
export type TTrackApplicationResponse = z.infer<typeof ZTrackApplicationResponse>;

export const TRACK_NOT_FOUND_MESSAGE = 'No application was found with this reference.';

export const trackApplication = defineEndpoint({
  method: 'GET',
  path: '/applications/track/:reference',
  summary:
    "Track an application by its tracking id: redacted, or in full with the applicant's email",
  auth: false,
  params: ZTrackApplicationParams,
  query: ZTrackApplicationQuery,
  response: ZTrackApplicationResponse,
});
