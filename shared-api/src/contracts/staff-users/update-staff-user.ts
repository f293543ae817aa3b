import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZStaffEmail, ZStaffName, ZStaffRole, ZStaffUser, ZStaffUserParams } from './staff-user';

export const ZUpdateStaffUserRequest = z.object({
  name: ZStaffName,
  email: ZStaffEmail,
  role: ZStaffRole,
  is_active: z.boolean(),
});
export type TUpdateStaffUserRequest = z.infer<typeof ZUpdateStaffUserRequest>;

export const ZUpdateStaffUserResponse = success(ZStaffUser);
export type TUpdateStaffUserResponse = z.infer<typeof ZUpdateStaffUserResponse>;

/**
 * Administrators cannot change their own role or deactivate themselves (422). Deactivating an
 * account revokes its tokens.
 */
export const updateStaffUser = defineEndpoint({
  method: 'PUT',
  path: '/staff-users/:id',
  summary: 'Update a staff account (name, email, role, active)',
  auth: true,
  params: ZStaffUserParams,
  body: ZUpdateStaffUserRequest,
  response: ZUpdateStaffUserResponse,
});
