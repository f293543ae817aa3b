import type { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZAuthUser } from './auth-user';

export const ZGetAuthUserResponse = success(ZAuthUser);
export type TGetAuthUserResponse = z.infer<typeof ZGetAuthUserResponse>;

export const getAuthUser = defineEndpoint({
  method: 'GET',
  path: '/auth/user',
  summary: 'The user the bearer token belongs to',
  auth: true,
  response: ZGetAuthUserResponse,
});
