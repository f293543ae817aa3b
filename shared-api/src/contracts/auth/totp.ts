import { z } from 'zod';
import { defineEndpoint, success, ZMessageResponse } from '../common/envelope';
import { fieldMessages } from '../common/messages';

const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** The signed-in user's second factor. `must_enrol`: REQUIRE_TOTP_FOR_ADMINS applies to them. */
export const ZTotpStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_remaining: z.number().int(),
  must_enrol: z.boolean(),
});
export type TTotpStatus = z.infer<typeof ZTotpStatus>;

export const getTotpStatus = defineEndpoint({
  method: 'GET',
  path: '/auth/totp',
  summary: "The signed-in user's TOTP second factor",
  auth: true,
  response: success(ZTotpStatus),
});

/** A new (pending) secret: as text, as an otpauth:// URI and as a QR code (PNG data: URL). */
export const ZTotpEnrolment = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
});
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

export const startTotpEnrolment = defineEndpoint({
  method: 'POST',
  path: '/auth/totp/enrolment',
  summary: 'Start TOTP enrolment: a new secret, confirmed by a first code',
  auth: true,
  response: success(ZTotpEnrolment),
});

export const ZConfirmTotpRequest = z.object({ code: ZTotpCode });
export type TConfirmTotpRequest = z.input<typeof ZConfirmTotpRequest>;

/** The recovery codes are shown once: only their hashes are stored. */
export const ZTotpRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const confirmTotpEnrolment = defineEndpoint({
  method: 'POST',
  path: '/auth/totp/enrolment/confirm',
  summary: 'Confirm TOTP enrolment with a first code; returns 10 one-time recovery codes',
  auth: true,
  body: ZConfirmTotpRequest,
  response: success(ZTotpRecoveryCodes),
});

export const ZDisableTotpRequest = z.object({
  password: z.string().min(1, fieldMessages.required).max(1024),
  code: ZTotpCode,
});
export type TDisableTotpRequest = z.input<typeof ZDisableTotpRequest>;

export const disableTotp = defineEndpoint({
  method: 'POST',
  path: '/auth/totp/disable',
  summary: 'Turn the TOTP second factor off (password and a current code)',
  auth: true,
  body: ZDisableTotpRequest,
  response: ZMessageResponse,
});
