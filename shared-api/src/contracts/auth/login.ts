import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZAuthUser } from './auth-user';

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .max(254)
    .pipe(z.email(fieldMessages.email)),
  password: z.string().min(1, fieldMessages.required).max(1024),
  remember: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = success(z.object({ token: z.string(), user: ZAuthUser }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign a staff user in; returns a bearer token',
  auth: false,
  body: ZLoginRequest,
  response: ZLoginResponse,
});
