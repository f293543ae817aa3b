import type {
  TCertificateApplication,
  TTrackedCertificateApplication,
} from '@registrar/shared-api/contracts';
import { initialsOf, MASK, redactApplicant } from '../applications/redaction';

/**
 * The track view for whoever holds the reference but not the applicant's email (issue 8), with
 * the transcript track's masks: what was asked for, where it stands, the fees, the region,
 * courier and waybill as stored; the applicant masked as on a transcript, the recipient's name
 * as initials and the delivery address hidden.
 */
export const redactCertificateApplication = (
  application: TCertificateApplication,
): TTrackedCertificateApplication => ({
  ...application,
  applicant: redactApplicant(application.applicant),
  delivery: {
    ...application.delivery,
    recipient_name: initialsOf(application.delivery.recipient_name),
    recipient_address: MASK,
  },
  redacted: true,
});
