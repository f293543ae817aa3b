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
  // Written out, not spread (see applications/presenter.ts on spreads, issue 9).
  id: application.id,
  tracking_id: application.tracking_id,
  status: application.status,
  kind: application.kind,
  enums: application.enums,
  applicant: redactApplicant(application.applicant),
  delivery: {
    recipient_name: initialsOf(application.delivery.recipient_name),
    recipient_address: MASK,
    region_id: application.delivery.region_id,
    region_name: application.delivery.region_name,
    courier_id: application.delivery.courier_id,
    courier: application.delivery.courier,
    courier_name: application.delivery.courier_name,
    waybill_number: application.delivery.waybill_number,
  },
  certificate_fee: application.certificate_fee,
  delivery_fee: application.delivery_fee,
  total: application.total,
  created_at: application.created_at,
  updated_at: application.updated_at,
  history: application.history,
  redacted: true,
});
