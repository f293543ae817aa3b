import { z } from 'zod';
import { defineEndpoint, ZMessageResponse } from '../common/envelope';
import { ZStaffPassword, ZStaffUserParams } from './staff-user';

export const ZSetStaffUserPasswordRequest = z.object({ password: ZStaffPassword });
export type TSetStaffUserPasswordRequest = z.infer<typeof ZSetStaffUserPasswordRequest>;

/** Sets a new password and revokes the account's other tokens (the caller's stays valid). */
export const setStaffUserPassword = defineEndpoint({
  method: 'POST',
  path: '/staff-users/:id/password',
  summary: "Set a staff account's password (signs out its other sessions)",
  auth: true,
  params: ZStaffUserParams,
  body: ZSetStaffUserPasswordRequest,
  response: ZMessageResponse,
});
