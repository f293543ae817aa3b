import type { TInitializePaymentBody, TPublicPayment } from '@registrar/shared-api';
import { apiUrl } from './api-url';

/**
 * The applicant's email, when this page has it: an application as submitted, or tracked with the
 * email (`redacted: false`). It is the proof the server asks for to resume a payment already
 * started and to show the full payment and its receipt. A redacted track view holds only a
 * masked email: none.
 */
export const applicantEmailOf = (application: {
  applicant: { email: string };
  redacted?: boolean;
}): string | undefined => (application.redacted === true ? undefined : application.applicant.email);

/** What to pay for an application, with the applicant's email when this page has it. */
export const applicationPaymentBody = (
  kind: 'application' | 'certificate_application',
  application: { tracking_id: string; applicant: { email: string }; redacted?: boolean },
): TInitializePaymentBody => {
  const email = applicantEmailOf(application);
  return { kind, tracking_id: application.tracking_id, ...(email ? { email } : {}) };
};

/** The email a payment started on this device was started with (its proof), if any. */
export const payerEmailOf = (body: TInitializePaymentBody | undefined): string | undefined =>
  body === undefined ? undefined : body.kind === 'standalone' ? body.payer_email : body.email;

/** The receipt's link: only for the payer (the full view), with the email it needs. */
export const receiptHrefOf = (payment: TPublicPayment, email: string | undefined) =>
  payment.receipt_path && !payment.redacted && email
    ? apiUrl(`${payment.receipt_path}?email=${encodeURIComponent(email)}`)
    : undefined;
