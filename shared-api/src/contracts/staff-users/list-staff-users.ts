import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPageQuery, ZPaginated, ZSearchTerm } from '../common/paging';
import { ZStaffRole, ZStaffUser } from './staff-user';

export const ZListStaffUsersQuery = ZPageQuery.extend({
  /** Part of the name, username or email (case-insensitive). */
  search: ZSearchTerm.optional(),
  role: ZStaffRole.optional(),
});
export type TListStaffUsersQuery = z.infer<typeof ZListStaffUsersQuery>;

export const ZListStaffUsersResponse = success(ZPaginated(ZStaffUser));
export type TListStaffUsersResponse = z.infer<typeof ZListStaffUsersResponse>;

export const listStaffUsers = defineEndpoint({
  method: 'GET',
  path: '/staff-users',
  summary: 'List staff accounts (paged)',
  auth: true,
  query: ZListStaffUsersQuery,
  response: ZListStaffUsersResponse,
});
