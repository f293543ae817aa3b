import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';
import { ZRequestHold } from '../holds/hold';
import { ZExpectedAt } from '../requests/expected-completion';
import { requestStatusLabels, type TRequestStatus } from '../requests/status';
import {
  requestIdentity,
  requestTotals,
  ZApplicant,
  ZRequestHistoryEntry,
} from '../requests/request';

/** @deprecated the request's names: `TRequestStatus`, `requestStatusLabels`. */
export type TCertificateApplicationStatus = TRequestStatus;
/** @deprecated `requestStatusLabels` */
export const certificateApplicationStatusLabels = requestStatusLabels;

/** A certificate (a replacement/first issue of the degree certificate) or an attestation letter. */
export const ZCertificateKind = z.enum(['certificate', 'attestation'], {
  error: (issue) =>
    issue.input === undefined ? fieldMessages.required : 'Choose certificate or attestation',
});
export type TCertificateKind = z.infer<typeof ZCertificateKind>;
export const certificateKindLabels: Record<TCertificateKind, string> = {
  certificate: 'Certificate',
  attestation: 'Attestation',
};

/** @deprecated `ZRequestHistoryEntry` */
export const ZCertificateApplicationHistoryEntry = ZRequestHistoryEntry;

/**
 * A certificate application as the applicant (track) and staff see it. `tracking_id` is shown
 * as XXXX-XXXX-XXXX; money is kobo; dates are ISO 8601.
 */
export const ZCertificateApplication = z
  .object({
    ...requestIdentity,
    kind: ZCertificateKind,
    enums: z.object({ status: z.string(), kind: z.string() }),
    applicant: ZApplicant,
    delivery: z.object({
      recipient_name: z.string(),
      recipient_address: z.string(),
      region_id: z.number().int(),
      region_name: z.string(),
      courier_id: z.number().int(),
      courier: z.string(),
      courier_name: z.string().nullable(),
      waybill_number: z.string().nullable(),
    }),
    certificate_fee: z.number().int(),
    ...requestTotals,
    history: z.array(ZRequestHistoryEntry),
    /** Why it is on hold and what the applicant is asked to do (null: not on hold). */
    hold: ZRequestHold.nullable(),
    /** When it is expected to be done ('YYYY-MM-DD'; null: no date applies now). */
    expected_at: ZExpectedAt,
  })
  .meta({ id: 'CertificateApplication' });
export type TCertificateApplication = z.infer<typeof ZCertificateApplication>;

/** A row of the staff list: no history. */
export const ZCertificateApplicationSummary = ZCertificateApplication.omit({
  history: true,
  hold: true,
  expected_at: true,
}).meta({
  id: 'CertificateApplicationSummary',
});
export type TCertificateApplicationSummary = z.infer<typeof ZCertificateApplicationSummary>;

export const ZCertificateApplicationParams = z.object({ id: ZPathId });
export type TCertificateApplicationParams = z.infer<typeof ZCertificateApplicationParams>;
