import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZStaffEmail, ZStaffName, ZStaffPassword, ZStaffRole, ZStaffUser } from './staff-user';

export const ZCreateStaffUserRequest = z.object({
  name: ZStaffName,
  /** Stored lowercase: 3–50 of a–z, 0–9, '.', '_' and '-'. */
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, fieldMessages.required)
    .max(50)
    .regex(/^[a-z0-9._-]{3,50}$/, "Use 3–50 letters, digits, '.', '_' or '-'"),
  email: ZStaffEmail,
  role: ZStaffRole,
  password: ZStaffPassword,
});
export type TCreateStaffUserRequest = z.infer<typeof ZCreateStaffUserRequest>;

export const ZCreateStaffUserResponse = success(ZStaffUser);
export type TCreateStaffUserResponse = z.infer<typeof ZCreateStaffUserResponse>;

/** 409 with `errors.username` / `errors.email` when taken. */
export const createStaffUser = defineEndpoint({
  method: 'POST',
  path: '/staff-users',
  summary: 'Create a staff account',
  auth: true,
  body: ZCreateStaffUserRequest,
  response: ZCreateStaffUserResponse,
});
