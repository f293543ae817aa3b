import { z } from 'zod';
import { ZTrackingReference } from '../requests/tracking-id';
import { MAX_ID } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { fieldMessages } from '../common/messages';
import { ZPaymentProofQuery, ZPaymentProvider, ZPaymentStatus } from './payment';

const ZName = z.string().trim().min(1, fieldMessages.required).max(200);
/** The email on the application: needed to resume a payment already started (see below). */
const ZApplicantEmail = ZPaymentProofQuery.shape.email;

/**
 * What to pay for. The server prices it (the application's total, the payment type's amount);
 * the browser never sends an amount.
 */
export const ZInitializePaymentBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('application'),
      tracking_id: ZTrackingReference,
      email: ZApplicantEmail,
    }),
    z.object({
      kind: z.literal('certificate_application'),
      tracking_id: ZTrackingReference,
      email: ZApplicantEmail,
    }),
    z.object({
      kind: z.literal('standalone'),
      payment_type_id: z.number({ error: fieldMessages.required }).int().positive().max(MAX_ID),
      payer_name: ZName,
      payer_email: z.email({ error: fieldMessages.email }).max(200),
      payer_matric_number: z.string().trim().max(30).nullable().optional(),
    }),
  ],
  { error: 'Please choose what the payment is for' },
);
export type TInitializePaymentBody = z.infer<typeof ZInitializePaymentBody>;

/**
 * Where to send the payer. A pending payment for the same thing is reused (same reference and
 * checkout), so pressing back and paying again never starts a second charge. The reference of a
 * payment already started is handed back only with the email on the application: without it the
 * answer is a 409 (PAYMENT_STARTED_MESSAGE), so a tracking id alone never yields someone else's
 * payment reference.
 */
export const ZInitializedPayment = z
  .object({
    reference: z.string(),
    provider: ZPaymentProvider,
    status: ZPaymentStatus,
    checkout_url: z.string(),
    amount: z.number().int(),
    currency: z.literal('NGN'),
  })
  .meta({ id: 'InitializedPayment' });
export type TInitializedPayment = z.infer<typeof ZInitializedPayment>;

export const ZInitializePaymentResponse = success(ZInitializedPayment);
export type TInitializePaymentResponse = z.infer<typeof ZInitializePaymentResponse>;

/** 409 when the thing is already paid, not payable in its status, or started (no email). */
export const ALREADY_PAID_MESSAGE = 'This has already been paid.';
export const PAYMENT_STARTED_MESSAGE =
  'A payment for this application has already been started. Enter the email address used on the application to continue it.';
export const NOT_PAYABLE_MESSAGE = 'This application cannot be paid for in its current status.';

export const initializePayment = defineEndpoint({
  method: 'POST',
  path: '/payments/initialize',
  summary:
    'Start (or resume) paying for an application, a certificate application or an other payment',
  auth: false,
  idempotent: true,
  body: ZInitializePaymentBody,
  response: ZInitializePaymentResponse,
});
