import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPageQuery, ZPaginated, ZSearchTerm } from '../common/paging';
import { ZGraduate } from './graduate';
import { ZGraduationSessionFilter } from './list-academic-sessions';

export const ZListGraduatesQuery = ZPageQuery.extend({
  /** Part of the matric number, a name or the email (case-insensitive). */
  search: ZSearchTerm.optional(),
  graduation_year: z.coerce.number().int().min(1900).max(2200).optional(),
  graduation_session: ZGraduationSessionFilter,
  /** Exact programme name (case-insensitive). */
  programme: z.string().trim().max(200).optional(),
});
export type TListGraduatesQuery = z.infer<typeof ZListGraduatesQuery>;

export const ZListGraduatesResponse = success(ZPaginated(ZGraduate));
export type TListGraduatesResponse = z.infer<typeof ZListGraduatesResponse>;

export const listGraduates = defineEndpoint({
  method: 'GET',
  path: '/graduates',
  summary: 'List graduate records (paged; search by matric number, name or email)',
  auth: true,
  query: ZListGraduatesQuery,
  response: ZListGraduatesResponse,
});
