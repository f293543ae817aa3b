import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZMatricNumber } from '../graduates/graduate';
import { ZIdentityToken } from '../identity/identity-code';
import { ZPhoneToken } from '../identity/phone-code';
import { ZCertificateApplication, ZCertificateKind } from './certificate-application';

const id = ZBodyId;

export const ZSubmitCertificateApplicationRequest = z.object({
  matric_number: ZMatricNumber,
  /** The proof that the applicant is the graduate of `matric_number` (POST /identity/codes/verify). */
  identity_token: ZIdentityToken,
  /** Where the applicant is reached (spec §3 email_address). */
  email_address: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, fieldMessages.required)
    .max(254)
    .pipe(z.email(fieldMessages.email)),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+() -]*$/, 'Please enter a valid phone number')
    .nullable()
    .optional(),
  /** A verified phone for SMS updates (POST /identity/phone-codes/verify); replaces phone. */
  phone_token: ZPhoneToken,
  kind: ZCertificateKind,
  recipient_name: z.string().trim().min(1, fieldMessages.required).max(200),
  recipient_address: z.string().trim().min(1, fieldMessages.required).max(1000),
  region_id: id,
  courier_id: id,
});
export type TSubmitCertificateApplicationRequest = z.infer<
  typeof ZSubmitCertificateApplicationRequest
>;

export const ZSubmitCertificateApplicationResponse = success(ZCertificateApplication);
export type TSubmitCertificateApplicationResponse = z.infer<
  typeof ZSubmitCertificateApplicationResponse
>;

/**
 * Public. The graduate is found by matric number (422 on `matric_number` when unknown); the fee
 * comes from the kind's configured fee and delivery is priced like a transcript hard copy. The
 * application starts as pending_payment.
 */
export const submitCertificateApplication = defineEndpoint({
  method: 'POST',
  path: '/certificate-applications',
  summary: 'Apply for a certificate or an attestation (priced by the server)',
  auth: false,
  idempotent: true,
  body: ZSubmitCertificateApplicationRequest,
  response: ZSubmitCertificateApplicationResponse,
});
