import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { IDENTITY_CODE_LENGTH, ZIdentityToken } from './identity-code';

/** Minutes a phone code stays valid, wrong tries it allows, and how often one number is texted. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Codes one phone number receives in an hour, whoever asks. */
export const PHONE_CODES_PER_HOUR = 3;

export const phoneMessages = {
  invalid: 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567',
  notMobile: 'Enter a mobile number: it starts with 070, 080, 081, 090 or 091',
} as const;

/**
 * A Nigerian mobile number as people write it (0803 123 4567, 234 803…, +234 (0) 803…, with
 * spaces, dashes or dots) → E.164 (+2348031234567), or null when it is not one. Mobile numbers
 * are 10 digits after the country code and begin 7, 8 or 9.
 */
export function normalizeNigerianPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const national = /^(?:\+?234)0?(\d{10})$/.exec(compact)?.[1] ?? /^0(\d{10})$/.exec(compact)?.[1];
  return national && /^[789][01]\d{8}$/.test(national) ? `+234${national}` : null;
}

/** A phone field that must hold a Nigerian mobile number; parses to E.164. */
export const ZNigerianPhone = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(30)
  .transform((value, context) => {
    const e164 = normalizeNigerianPhone(value);
    if (e164) return e164;
    const digits = value.replace(/\D/g, '');
    context.addIssue({
      code: 'custom',
      message: /^(?:234|0)\d{10}$/.test(digits) ? phoneMessages.notMobile : phoneMessages.invalid,
    });
    return z.NEVER;
  });

export const ZSendPhoneCodeRequest = z.strictObject({
  /** Only a proven graduate may have a phone texted (POST /identity/codes/verify). */
  identity_token: ZIdentityToken,
  phone: ZNigerianPhone,
});
export type TSendPhoneCodeRequest = z.input<typeof ZSendPhoneCodeRequest>;

export const ZPhoneChallenge = z
  .object({
    challenge_id: z.string(),
    /** The number texted, masked as the track page masks a phone. */
    sent_to: z.string(),
    expires_at: z.string(),
    resend_at: z.string(),
  })
  .meta({ id: 'PhoneChallenge' });
export type TPhoneChallenge = z.infer<typeof ZPhoneChallenge>;

export const sendPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/identity/phone-codes',
  summary: 'Text a one-time code to the mobile number an applicant wants SMS updates on',
  auth: false,
  body: ZSendPhoneCodeRequest,
  response: success(ZPhoneChallenge),
});

export const ZVerifyPhoneCodeRequest = z.strictObject({
  challenge_id: z.string().trim().min(1, fieldMessages.required).max(64),
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^[0-9]{6}$/, `Enter the ${String(IDENTITY_CODE_LENGTH)}-digit code from the text`),
});
export type TVerifyPhoneCodeRequest = z.infer<typeof ZVerifyPhoneCodeRequest>;

export const ZPhoneProof = z
  .object({
    /** Sent with the application as `phone_token`; valid until `expires_at`. */
    phone_token: z.string(),
    /** The verified number (E.164). */
    phone: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'PhoneProof' });
export type TPhoneProof = z.infer<typeof ZPhoneProof>;

export const verifyPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/identity/phone-codes/verify',
  summary: 'Check a phone code; a correct one proves the number for SMS updates',
  auth: false,
  body: ZVerifyPhoneCodeRequest,
  response: success(ZPhoneProof),
});

/** What an application carries to get SMS updates on a verified number; optional. */
export const ZPhoneToken = z.string().trim().min(1).max(128).nullish();
