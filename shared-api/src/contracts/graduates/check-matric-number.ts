import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

export const ZCheckMatricNumberQuery = z.object({
  matric_number: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(50, 'Must be at most 50 characters'),
  email_address: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email('Please enter a valid email')),
});
export type TCheckMatricNumberQuery = z.infer<typeof ZCheckMatricNumberQuery>;

/**
 * What the check tells an applicant about the graduate record (spec §3 "applicant"): enough to
 * confirm it is theirs. The class of degree and the email on file stay private.
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
    email_address: z.string(),
  })
  .meta({ id: 'ApplicantRecord' });
export type TApplicantRecord = z.infer<typeof ZApplicantRecord>;

export const ZCheckMatricNumberResponse = success(ZApplicantRecord);
export type TCheckMatricNumberResponse = z.infer<typeof ZCheckMatricNumberResponse>;

/** Unknown matric number → 404 with `error: 'Student not found'` (the client shows nothing). */
export const STUDENT_NOT_FOUND = 'Student not found';

export const checkMatricNumber = defineEndpoint({
  method: 'GET',
  path: '/check-matric-number',
  summary: 'Find the graduate record of a matric number before applying',
  auth: false,
  query: ZCheckMatricNumberQuery,
  response: ZCheckMatricNumberResponse,
});
