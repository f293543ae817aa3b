import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

export const ZCheckMatricNumberQuery = z.object({
  matric_number: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(50, 'Must be at most 50 characters'),
});
export type TCheckMatricNumberQuery = z.infer<typeof ZCheckMatricNumberQuery>;

/**
 * How an applicant proves they are the graduate: a code sent to the contact on the record, or,
 * when the record has no contact they can use, a check by registry staff.
 */
export const ZIdentityRoute = z.enum(['code', 'staff_check']);
export type TIdentityRoute = z.infer<typeof ZIdentityRoute>;

/**
 * What anyone with a matric number learns: that the record exists, the graduate's initials and
 * where a code would go, masked. Nothing else is released before proof of identity.
 */
export const ZMaskedApplicantRecord = z
  .object({
    matric_number: z.string(),
    initials: z.string(),
    /** The record's email as `t•••@example.com`; null when there is none to send a code to. */
    contact_hint: z.string().nullable(),
    identity_route: ZIdentityRoute,
  })
  .meta({ id: 'MaskedApplicantRecord' });
export type TMaskedApplicantRecord = z.infer<typeof ZMaskedApplicantRecord>;

/**
 * The graduate record as the proven graduate sees it before applying, with the email they gave
 * to be reached at. The class of degree and the email on file stay private.
 */
export const ZApplicantRecord = z
  .object({
    matric_number: z.string(),
    surname: z.string(),
    first_name: z.string(),
    other_names: z.string().nullable(),
    programme: z.string(),
    faculty: z.string(),
    department: z.string(),
    degree: z.string(),
    graduation_year: z.number().int(),
    /** The academic session they graduated in (its name), when the records source says. */
    graduation_session: z.string().nullable(),
    email_address: z.string(),
  })
  .meta({ id: 'ApplicantRecord' });
export type TApplicantRecord = z.infer<typeof ZApplicantRecord>;

export const ZCheckMatricNumberResponse = success(ZMaskedApplicantRecord);
export type TCheckMatricNumberResponse = z.infer<typeof ZCheckMatricNumberResponse>;

/** Unknown matric number → 404 with `error: 'Student not found'` (the client shows nothing). */
export const STUDENT_NOT_FOUND = 'Student not found';

export const checkMatricNumber = defineEndpoint({
  method: 'GET',
  path: '/check-matric-number',
  summary: 'Whether a graduate record exists for a matric number, masked until proof of identity',
  auth: false,
  query: ZCheckMatricNumberQuery,
  response: ZCheckMatricNumberResponse,
});
