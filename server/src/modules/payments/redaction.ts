import type { TPublicPayment } from '@registrar/shared-api/contracts';
import type { PaymentRow } from '../../db/schema-applications';
import { initialsOf, isApplicantEmail } from '../applications/redaction';
import type { OwnerInfo } from './owners';
import { toPayment } from './presenter';

/**
 * The proof that the caller is the applicant (or the payer of an other payment): the email on
 * the application, compared as the track page compares it. A reference or a tracking id alone is
 * no proof: both travel in URLs, emails and screenshots.
 */
export const isPayerProof = (owner: OwnerInfo, email: string | undefined): boolean =>
  owner.email !== null && isApplicantEmail(owner.email, email);

/**
 * Every public answer about a payment (by reference, verify) goes through here. With the proof:
 * the payer's full view. Without it: what the payment is (amounts, status, items, what it is
 * for), and the payer's name as initials, masked as the track page masks the applicant's.
 */
export const toPublicPayment = (
  row: PaymentRow,
  owner: OwnerInfo,
  email: string | undefined,
): TPublicPayment => {
  const payment = toPayment(row, owner);
  return isPayerProof(owner, email)
    ? { ...payment, redacted: false }
    : { ...payment, payer_name: initialsOf(payment.payer_name), redacted: true };
};
