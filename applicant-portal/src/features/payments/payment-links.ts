import type { TPayment } from '@registrar/shared-api';

/** Where the applicant follows what the payment was for (transcript applications only). */
export const trackHrefOf = (payment: TPayment): string | undefined =>
  payment.kind === 'application' && payment.tracking_id
    ? `/track?reference=${encodeURIComponent(payment.tracking_id)}`
    : undefined;
