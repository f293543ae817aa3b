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

/** A session: the bearer token and its user. */
export const ZLoginSession = z.object({ token: z.string(), user: ZAuthUser });
export type TLoginSession = z.infer<typeof ZLoginSession>;

/**
 * The password was right but the user has a TOTP second factor: no token yet, only a
 * single-use challenge for POST /auth/login/totp (valid `expires_in` seconds).
 */
export const ZLoginChallenge = z.object({
  totp_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

export const ZLoginResponse = success(z.union([ZLoginSession, ZLoginChallenge]));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign a staff user in; returns a bearer token, or a TOTP challenge',
  auth: false,
  body: ZLoginRequest,
  response: ZLoginResponse,
});
