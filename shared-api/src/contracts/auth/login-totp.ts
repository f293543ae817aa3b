import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZLoginSession } from './login';

/** The second sign-in step: the challenge from POST /auth/login and a code or a recovery code. */
export const ZLoginTotpRequest = z
  .object({
    challenge: z.string().min(1, fieldMessages.required).max(128),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
      .optional(),
    recovery_code: z.string().trim().min(1, fieldMessages.required).max(64).optional(),
  })
  .refine((value) => value.code !== undefined || value.recovery_code !== undefined, {
    path: ['code'],
    message: 'Enter the 6-digit code from your authenticator app.',
  });
export type TLoginTotpRequest = z.input<typeof ZLoginTotpRequest>;

export const ZLoginTotpResponse = success(ZLoginSession);
export type TLoginTotpResponse = z.infer<typeof ZLoginTotpResponse>;

export const loginTotp = defineEndpoint({
  method: 'POST',
  path: '/auth/login/totp',
  summary: 'Finish a sign-in with a TOTP code or a recovery code; returns a bearer token',
  auth: false,
  body: ZLoginTotpRequest,
  response: ZLoginTotpResponse,
});
