import {
  applicationStatusLabels,
  copyFormatLabels,
  type TApplicant,
  type TApplicationConsent,
  type TRequestHold,
  type TApplication,
  type TApplicationCopy,
  type TApplicationDetail,
  type TApplicationSummary,
  ZApplicant,
  ZApplicationCopy,
  ZApplicationSummary,
} from '@registrar/shared-api/contracts';
import { fieldsOf, pickFields } from '../../lib/contract-fields';
import type { ApplicationCopyRow, ApplicationRow } from '../../db/schema-applications';
import { displayTrackingId } from '../requests/tracking-id';
import { iso, isoOrNull } from '../../lib/iso';

// The label tables, read once here: compiled to CommonJS, every use of an imported binding of
// the contracts package goes through two re-export getters (~0.6 µs of a track answer).
const statusLabels = applicationStatusLabels;
const formatLabels = copyFormatLabels;

/** Rows → contract shapes. Dates leave as ISO 8601 strings; tracking ids as XXXX-XXXX-XXXX. */

export interface HistoryRow {
  from_status: ApplicationRow['status'] | null;
  to_status: ApplicationRow['status'];
  note: string | null;
  /** A string when the row was aggregated as JSON (repository.findTrackedByTrackingId). */
  created_at: Date | string;
  actor_user_id: number | null;
  actor_name: string | null;
}

/** A copy row as selected, or as aggregated as JSON (its timestamps then ISO strings). */
export type CopyRowLike = Omit<
  ApplicationCopyRow,
  'dispatched_at' | 'receiver_confirmed_at' | 'created_at'
> & {
  dispatched_at: Date | string | null;
  receiver_confirmed_at: Date | string | null;
  created_at: Date | string;
};

/** A copy's fields as the contract names them; the labels and the timestamp are worked out. */
const copyFields = fieldsOf(ZApplicationCopy, ['enums', 'dispatched_at', 'receiver_confirmed_at']);
type CopyField = (typeof copyFields)[number];

export function toCopy(row: CopyRowLike): TApplicationCopy {
  // Assigned after the pick, not spread into a literal (see "The hot answers" below).
  const copy = pickFields(row, copyFields) as Pick<CopyRowLike, CopyField> &
    Pick<TApplicationCopy, 'enums' | 'dispatched_at' | 'receiver_confirmed_at'>;
  copy.enums = { format: formatLabels[row.format] };
  copy.dispatched_at = isoOrNull(row.dispatched_at);
  copy.receiver_confirmed_at = isoOrNull(row.receiver_confirmed_at);
  return copy;
}

/** An application row as selected, or as aggregated as JSON (its timestamps then ISO strings). */
export type ApplicationRowLike = Omit<ApplicationRow, 'created_at' | 'updated_at' | 'held_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
  held_at: Date | string | null;
};

/**
 * The hot answers (track, submit, the admin list) are built as one object literal each, not as
 * `{ ...other, extra }`: in Node 20's V8 a spread followed by a property the source lacks takes a
 * slow path (~1.4 µs, and the result has no fast shape, so every later read of it is a
 * megamorphic lookup).
 * GET /applications/track spent ~25 µs of its CPU here before.
 */
const historyEntry = (entry: HistoryRow) => ({
  status: entry.to_status,
  label: statusLabels[entry.to_status],
  note: entry.note,
  at: iso(entry.created_at),
});

const applicantFields = fieldsOf(ZApplicant, ['phone_verified']);
const listedApplicantFields = fieldsOf(ZApplicationSummary.shape.applicant);

/** The applicant block: the graduate record as snapshotted at submission, and the contact. */
export const toApplicant = (
  row: Omit<TApplicant, 'phone_verified'> & { phone_verified_at: Date | string | null },
): TApplicant =>
  Object.assign(pickFields(row, applicantFields), {
    phone_verified: row.phone_verified_at !== null,
  });

/** The public shape (track, submit): no staff identities. */
export const toApplication = (
  row: ApplicationRowLike,
  copies: CopyRowLike[],
  history: HistoryRow[],
): TApplication => ({
  id: row.id,
  tracking_id: displayTrackingId(row.tracking_id),
  status: row.status,
  kind: 'transcript',
  enums: { status: statusLabels[row.status] },
  applicant: toApplicant(row),
  copies: copies.map(toCopy),
  transcript_fee: row.fee,
  delivery_fee: row.delivery_fee,
  total: row.total,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  history: history.map(historyEntry),
  hold: holdOf(row),
  expected_at: row.expected_at,
});

/** The hold a request was given, as it read then (null: not on hold). */
export const holdOf = (
  row: Pick<
    ApplicationRowLike,
    'hold_reason' | 'hold_instructions' | 'hold_action' | 'held_at' | 'hold_cancel_at'
  >,
): TRequestHold | null =>
  row.held_at && row.hold_reason && row.hold_instructions && row.hold_action
    ? {
        reason: row.hold_reason,
        instructions: row.hold_instructions,
        applicant_action: row.hold_action,
        since: iso(row.held_at),
        cancels_at: row.hold_cancel_at ? iso(row.hold_cancel_at) : null,
      }
    : null;

export const toApplicationDetail = (
  row: ApplicationRow,
  copies: ApplicationCopyRow[],
  history: HistoryRow[],
  extra: {
    applicationType: { id: number; name: string } | null;
    consent: TApplicationConsent | null;
    messagesCount: number;
    unreadMessagesCount: number;
  },
): TApplicationDetail => ({
  ...toApplication(row, copies, history),
  application_type: extra.applicationType,
  consent: extra.consent,
  messages_count: extra.messagesCount,
  unread_messages_count: extra.unreadMessagesCount,
  history: history.map((entry) => ({
    status: entry.to_status,
    label: statusLabels[entry.to_status],
    note: entry.note,
    at: iso(entry.created_at),
    from_status: entry.from_status,
    actor:
      entry.actor_user_id === null
        ? null
        : { id: entry.actor_user_id, name: entry.actor_name ?? '' },
  })),
});

export const toSummary = (
  row: ApplicationRow & { copies_count: string | number | null },
): TApplicationSummary => ({
  id: row.id,
  tracking_id: displayTrackingId(row.tracking_id),
  status: row.status,
  kind: 'transcript',
  enums: { status: statusLabels[row.status] },
  applicant: pickFields(row, listedApplicantFields),
  copies_count: Number(row.copies_count ?? 0),
  transcript_fee: row.fee,
  delivery_fee: row.delivery_fee,
  total: row.total,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
