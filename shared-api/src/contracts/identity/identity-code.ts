import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZApplicantRecord } from '../graduates/check-matric-number';

/** Digits in a one-time code, minutes it stays valid, wrong tries it allows. */
export const IDENTITY_CODE_LENGTH = 6;
export const IDENTITY_CODE_MINUTES = 15;
export const IDENTITY_CODE_MAX_ATTEMPTS = 5;
/** Seconds before another code may be sent for the same record. */
export const IDENTITY_CODE_RESEND_SECONDS = 60;
/** Codes sent for one record in an hour, whoever asks. */
export const IDENTITY_CODES_PER_HOUR = 5;

const matricNumber = z.string().trim().min(1, fieldMessages.required).max(50);

export const ZSendIdentityCodeRequest = z.strictObject({ matric_number: matricNumber });
export type TSendIdentityCodeRequest = z.infer<typeof ZSendIdentityCodeRequest>;

export const ZIdentityChallenge = z
  .object({
    /** Names this code to the verify call; random, not a row id. */
    challenge_id: z.string(),
    /** Where the code went, masked (`t•••@example.com`). */
    sent_to: z.string(),
    expires_at: z.string(),
    /** When the applicant may ask for another code. */
    resend_at: z.string(),
  })
  .meta({ id: 'IdentityChallenge' });
export type TIdentityChallenge = z.infer<typeof ZIdentityChallenge>;

export const sendIdentityCode = defineEndpoint({
  method: 'POST',
  path: '/identity/codes',
  summary: 'Email a one-time code to the contact on a graduate record',
  auth: false,
  body: ZSendIdentityCodeRequest,
  response: success(ZIdentityChallenge),
});

export const ZVerifyIdentityCodeRequest = z.strictObject({
  challenge_id: z.string().trim().min(1, fieldMessages.required).max(64),
  code: z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^[0-9]{6}$/, `Enter the ${String(IDENTITY_CODE_LENGTH)}-digit code from the email`),
});
export type TVerifyIdentityCodeRequest = z.infer<typeof ZVerifyIdentityCodeRequest>;

/** The graduate record as released to its proven graduate (without the applicant's email). */
export const ZProvenGraduateRecord = ZApplicantRecord.omit({ email_address: true }).meta({
  id: 'ProvenGraduateRecord',
});
export type TProvenGraduateRecord = z.infer<typeof ZProvenGraduateRecord>;

export const ZIdentityProof = z
  .object({
    /** Sent with the application as `identity_token`; valid until `expires_at`. */
    identity_token: z.string(),
    expires_at: z.string(),
    graduate: ZProvenGraduateRecord,
  })
  .meta({ id: 'IdentityProof' });
export type TIdentityProof = z.infer<typeof ZIdentityProof>;

export const verifyIdentityCode = defineEndpoint({
  method: 'POST',
  path: '/identity/codes/verify',
  summary: 'Check a one-time code; a correct one releases the record and an identity token',
  auth: false,
  body: ZVerifyIdentityCodeRequest,
  response: success(ZIdentityProof),
});

/** What an application carries to show its applicant proved they are the graduate. */
export const ZIdentityToken = z
  .string({ error: 'Confirm your identity before you apply' })
  .trim()
  .min(1, 'Confirm your identity before you apply')
  .max(128);
