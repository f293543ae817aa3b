import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent } from '../common/paging';

/** An academic session as the records source names it; graduates belong to one. */
export const ZAcademicSession = z
  .object({
    /** The session's code, e.g. 2019/2020: the `graduation_session` filter's value. */
    code: z.string(),
    name: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    /** Graduate records in this session. */
    graduates: z.number().int(),
  })
  .meta({ id: 'AcademicSession' });
export type TAcademicSession = z.infer<typeof ZAcademicSession>;

/**
 * A list filter: the graduates of an academic session (its code, e.g. 2019/2020, any case), or
 * the requests of those graduates.
 */
export const ZGraduationSessionFilter = z.preprocess(
  blankAsAbsent,
  z.string().trim().max(20).optional(),
);

/** Every academic session, the latest first: a plain array (a register holds decades, not more). */
export const ZListAcademicSessionsResponse = success(z.array(ZAcademicSession));
export type TListAcademicSessionsResponse = z.infer<typeof ZListAcademicSessionsResponse>;

export const listAcademicSessions = defineEndpoint({
  method: 'GET',
  path: '/academic-sessions',
  summary: 'The academic sessions the records source named, the latest first (registry staff)',
  auth: true,
  response: ZListAcademicSessionsResponse,
});
