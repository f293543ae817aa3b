import { z } from 'zod';
import { ZBodyId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZGivenConsent } from '../consent/consent';
import { ZIdentityToken } from '../identity/identity-code';
import { ZPhoneToken } from '../identity/phone-code';
import { ZApplication, ZCopyFormat, type TCopyFormat } from './application';

export const MAX_COPIES = 10;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
const isEmail = (value: string) => z.email().safeParse(value).success;
const optionalEmail = text(254)
  .refine((value) => value === '' || isEmail(value), fieldMessages.email)
  .nullish();
const optionalId = ZBodyId.nullish();

/**
 * One requested copy. Prices are not accepted: the server prices every copy from the rate tables
 * (unknown keys such as `rate` are refused). Soft copies need `recipient_email`; hard copies need
 * recipient name and address, a region and a courier (checked by the server, per copy).
 */
export const ZSubmitApplicationCopy = z.strictObject({
  purpose: text(100).min(1, fieldMessages.required),
  type: text(50).min(1, fieldMessages.required),
  format: ZCopyFormat,
  recipient_name: optionalText(200),
  recipient_address: optionalText(500),
  recipient_email: optionalEmail,
  region_id: optionalId,
  courier_id: optionalId,
  reference_number: optionalText(100),
  /**
   * A receiver of the directory (GET /recipient-directory). Its email (soft copy) or its name and
   * address (hard copy) are the ones used, whatever the copy says; it must take the copy's format,
   * and a reference it requires must be given, in its format.
   */
  recipient_id: optionalId,
});
export type TSubmitApplicationCopy = z.infer<typeof ZSubmitApplicationCopy>;

/**
 * The delivery fields a copy of each format sends, all of them needed: soft copies are emailed,
 * hard copies posted by a courier. The other format's fields are not sent.
 */
export const copyDeliveryFields = {
  soft_copy: ['recipient_email'],
  hard_copy: ['region_id', 'courier_id', 'recipient_name', 'recipient_address'],
} as const satisfies Record<TCopyFormat, readonly (keyof TSubmitApplicationCopy)[]>;

/** A copy with every field present, null where not given (the portal's draft, less its id). */
export type TCompleteCopy = Required<TSubmitApplicationCopy>;

/** A copy as submit and quote take it: the common fields and its own format's delivery fields. */
export function toSubmitCopy(copy: TCompleteCopy): TSubmitApplicationCopy {
  const { purpose, type, format, reference_number, recipient_id } = copy;
  const delivery = Object.fromEntries(copyDeliveryFields[format].map((name) => [name, copy[name]]));
  return {
    purpose,
    type,
    format,
    reference_number: reference_number || null,
    recipient_id,
    ...delivery,
  };
}

export const ZSubmitApplicationRequest = z.strictObject({
  matric_number: text(50).min(1, fieldMessages.required),
  /** The proof that the applicant is the graduate of `matric_number` (POST /identity/codes/verify). */
  identity_token: ZIdentityToken,
  email_address: text(254).min(1, fieldMessages.required).pipe(z.email(fieldMessages.email)),
  phone_number: text(30)
    .regex(/^$|^\+?[0-9 ()-]{7,30}$/, 'Please enter a valid phone number')
    .nullish(),
  /** A verified phone for SMS updates (POST /identity/phone-codes/verify); replaces phone_number. */
  phone_token: ZPhoneToken,
  application_type_id: optionalId,
  copies: z
    .array(ZSubmitApplicationCopy)
    .min(1, 'Please add at least one copy')
    .max(MAX_COPIES, `At most ${String(MAX_COPIES)} copies per application`),
  /** Consent to release the record to the copies' receivers, under the wording in force. */
  consent: ZGivenConsent,
});
export type TSubmitApplicationRequest = z.infer<typeof ZSubmitApplicationRequest>;

export const ZSubmitApplicationResponse = success(ZApplication);
export type TSubmitApplicationResponse = z.infer<typeof ZSubmitApplicationResponse>;

export const SUBMITTED_MESSAGE = 'Transcript Application Submitted...';

export const submitApplication = defineEndpoint({
  method: 'POST',
  path: '/applications',
  summary: 'Submit a transcript application; the server prices the copies and issues a tracking id',
  auth: false,
  idempotent: true,
  body: ZSubmitApplicationRequest,
  response: ZSubmitApplicationResponse,
});
