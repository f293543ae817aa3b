import { z } from 'zod';
import { fieldMessages } from '../common/messages';
import { ZApplicationConsent } from '../consent/consent';
import { ZRequestHold } from '../holds/hold';
import { ZExpectedAt } from '../requests/expected-completion';
import { transcriptFormatLabels, transcriptFormats } from '../rates/transcript-rate';
import { requestStatusLabels, ZRequestStatus, type TRequestStatus } from '../requests/status';
import {
  requestIdentity,
  requestTotals,
  ZApplicant,
  ZRequestHistoryEntry,
  type TRequestHistoryEntry,
} from '../requests/request';

/** A message for a value given but not allowed; a missing one keeps 'This field is required'. */
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? fieldMessages.required : message;

/** @deprecated the request's names: `TRequestStatus`, `requestStatusLabels`. */
export type TApplicationStatus = TRequestStatus;
/** @deprecated `requestStatusLabels` */
export const applicationStatusLabels = requestStatusLabels;

/** A copy's format is one of the transcript rate's price fields. */
export const copyFormats = transcriptFormats;
export const ZCopyFormat = z.enum(copyFormats, {
  error: unlessMissing('Please choose soft copy or hard copy'),
});
export type TCopyFormat = z.infer<typeof ZCopyFormat>;
export const copyFormatLabels: Record<TCopyFormat, string> = transcriptFormatLabels;

export { ZApplicant, type TApplicant } from '../requests/request';

/** One copy as priced by the server (money in kobo) with its dispatch details once sent. */
export const ZApplicationCopy = z
  .object({
    id: z.number().int(),
    purpose: z.string(),
    type: z.string(),
    format: ZCopyFormat,
    enums: z.object({ format: z.string() }),
    rate: z.number().int(),
    delivery_fee: z.number().int(),
    region_id: z.number().int().nullable(),
    courier_id: z.number().int().nullable(),
    recipient_name: z.string().nullable(),
    recipient_address: z.string().nullable(),
    recipient_email: z.string().nullable(),
    reference_number: z.string().nullable(),
    /** The directory's receiver, when the applicant chose one. */
    recipient_id: z.number().int().nullable(),
    /** When staff confirmed a receiver the applicant typed in (awaitsReceiverCheck). */
    receiver_confirmed_at: z.string().nullable(),
    courier_name: z.string().nullable(),
    waybill_number: z.string().nullable(),
    dispatched_at: z.string().nullable(),
  })
  .meta({ id: 'ApplicationCopy' });
export type TApplicationCopy = z.infer<typeof ZApplicationCopy>;

/**
 * An official copy to a receiver the applicant typed in, not one of the directory, waits for
 * staff to confirm the receiver (POST /applications/:id/copies/:copyId/receiver-confirmation):
 * until then the application is neither sent nor dispatched.
 */
export const awaitsReceiverCheck = (
  copy: Pick<TApplicationCopy, 'type' | 'recipient_id' | 'receiver_confirmed_at'>,
) => copy.type === 'official' && copy.recipient_id === null && copy.receiver_confirmed_at === null;

/** One step of the timeline: the status entered, its label, the staff note and when. */
export const ZApplicationHistoryEntry = ZRequestHistoryEntry;
export type TApplicationHistoryEntry = TRequestHistoryEntry;

/** An application as the applicant sees it (track) and as the admin sees it (plus extras). */
export const ZApplication = z
  .object({
    ...requestIdentity,
    kind: z.literal('transcript'),
    enums: z.object({ status: z.string() }),
    applicant: ZApplicant,
    copies: z.array(ZApplicationCopy),
    transcript_fee: z.number().int(),
    ...requestTotals,
    history: z.array(ZRequestHistoryEntry),
    /** Why it is on hold and what the applicant is asked to do (null: not on hold). */
    hold: ZRequestHold.nullable(),
    /** When it is expected to be done ('YYYY-MM-DD'; null: no date applies now). */
    expected_at: ZExpectedAt,
  })
  .meta({ id: 'Application' });
export type TApplication = z.infer<typeof ZApplication>;

/** A timeline step as staff see it: also the status left and who made the change. */
export const ZStaffHistoryEntry = ZRequestHistoryEntry.extend({
  from_status: ZRequestStatus.nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
}).meta({ id: 'StaffHistoryEntry' });

/** The admin detail: the application plus its type, staff timeline and message counts. */
export const ZApplicationDetail = ZApplication.extend({
  application_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The consent given on submitting (null: submitted before consent was recorded). */
  consent: ZApplicationConsent.nullable(),
  history: z.array(ZStaffHistoryEntry),
  messages_count: z.number().int(),
  unread_messages_count: z.number().int(),
}).meta({ id: 'ApplicationDetail' });
export type TApplicationDetail = z.infer<typeof ZApplicationDetail>;

/** A row of the admin list. */
export const ZApplicationSummary = z
  .object({
    ...requestIdentity,
    kind: z.literal('transcript'),
    enums: z.object({ status: z.string() }),
    applicant: ZApplicant.pick({
      matric_number: true,
      surname: true,
      first_name: true,
      other_names: true,
      email: true,
    }),
    copies_count: z.number().int(),
    transcript_fee: z.number().int(),
    ...requestTotals,
  })
  .meta({ id: 'ApplicationSummary' });
export type TApplicationSummary = z.infer<typeof ZApplicationSummary>;
