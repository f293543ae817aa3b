import type {
  TCertificateApplication,
  TTrackedCertificateApplication,
} from '@registrar/shared-api/contracts';
import { initialsOf, MASK, redactApplicant, redactHistory } from '../applications/redaction';

/**
 * The track view of a certificate application, by the transcript track's rules: no internal
 * numeric id in either view. For whoever holds the reference but not the applicant's email:
 * what was asked for, where it stands (no staff notes), the fees, the region, courier and
 * waybill as stored; the applicant masked as on a transcript (no graduation year), the
 * recipient's name as initials, the delivery address hidden and no hold reason.
 */

/** `application` as the track answer carries it, with the given parts. */
const asTracked = (
  application: TCertificateApplication,
  parts: Pick<
    TTrackedCertificateApplication,
    'applicant' | 'delivery' | 'history' | 'hold' | 'redacted'
  >,
): TTrackedCertificateApplication => ({
  // Written out, not spread (see the note on spreads in applications/presenter.ts).
  tracking_id: application.tracking_id,
  status: application.status,
  kind: application.kind,
  enums: application.enums,
  applicant: parts.applicant,
  delivery: parts.delivery,
  certificate_fee: application.certificate_fee,
  delivery_fee: application.delivery_fee,
  total: application.total,
  created_at: application.created_at,
  updated_at: application.updated_at,
  history: parts.history,
  hold: parts.hold,
  // A day, not personal: both views carry it.
  expected_at: application.expected_at,
  redacted: parts.redacted,
});

/** The full record for the applicant (`redacted: false`): their data and the notes, no id. */
export const unredactedCertificateApplication = (
  application: TCertificateApplication,
): TTrackedCertificateApplication =>
  asTracked(application, {
    applicant: application.applicant,
    delivery: application.delivery,
    history: application.history,
    hold: application.hold,
    redacted: false,
  });

/** The same shape with every personal field masked and no notes; `redacted: true` says so. */
export const redactCertificateApplication = (
  application: TCertificateApplication,
): TTrackedCertificateApplication => {
  const { delivery } = application;
  return asTracked(application, {
    applicant: redactApplicant(application.applicant),
    delivery: {
      recipient_name: initialsOf(delivery.recipient_name),
      recipient_address: MASK,
      region_id: delivery.region_id,
      region_name: delivery.region_name,
      courier_id: delivery.courier_id,
      courier: delivery.courier,
      courier_name: delivery.courier_name,
      waybill_number: delivery.waybill_number,
    },
    history: redactHistory(application.history),
    // Why it is held may be personal (fees owed, a name): the applicant's alone.
    hold: null,
    redacted: true,
  });
};
