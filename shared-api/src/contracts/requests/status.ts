import { z } from 'zod';
import { fieldMessages } from '../common/messages';

/**
 * The kinds of request an applicant makes. Every kind shares the statuses below; what staff may
 * do from each status depends on the kind (`staffTransitions`).
 */
export const requestKinds = ['transcript', 'certificate', 'attestation'] as const;
export const ZRequestKind = z.enum(requestKinds);
export type TRequestKind = z.infer<typeof ZRequestKind>;

/** The statuses of every request, in the order the screens list them. */
export const requestStatuses = [
  'pending_payment',
  'paid',
  'processing',
  'on_hold',
  'dispatched',
  'sent',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
  'refunded',
] as const;

export const ZRequestStatus = z.enum(requestStatuses, {
  // A missing status keeps 'This field is required'; a value given but not allowed says so.
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? fieldMessages.required
      : 'Please choose a valid status',
});
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

/** What the screens show for each status (the server's `enums.status`). */
export const requestStatusLabels: Record<TRequestStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  processing: 'Processing',
  on_hold: 'On hold',
  dispatched: 'Dispatched',
  sent: 'Sent',
  delivered: 'Delivered',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

type Moves = Readonly<Record<TRequestStatus, readonly TRequestStatus[]>>;

/**
 * Where staff may move a transcript request from each status. pending_payment → paid is no staff
 * move: only a confirmed payment makes it.
 */
const transcriptMoves: Moves = {
  pending_payment: ['cancelled'],
  paid: ['processing', 'on_hold', 'rejected', 'refunded'],
  processing: ['dispatched', 'sent', 'on_hold', 'rejected'],
  on_hold: ['processing', 'rejected', 'cancelled'],
  dispatched: ['delivered'],
  sent: ['completed'],
  delivered: ['completed'],
  completed: [],
  rejected: ['refunded'],
  cancelled: [],
  refunded: [],
};

/**
 * A certificate or an attestation is a paper document: always dispatched, never emailed, so
 * processing does not lead to `sent`. Otherwise the transcript's moves.
 */
const paperDocumentMoves: Moves = {
  ...transcriptMoves,
  processing: ['dispatched', 'on_hold', 'rejected'],
};

/** The staff state machine of each kind: the server enforces it, the admin console offers it. */
export const staffTransitions: Readonly<Record<TRequestKind, Moves>> = {
  transcript: transcriptMoves,
  certificate: paperDocumentMoves,
  attestation: paperDocumentMoves,
};

export const canStaffMove = (kind: TRequestKind, from: TRequestStatus, to: TRequestStatus) =>
  staffTransitions[kind][from].includes(to);

/**
 * The statuses a bulk move may target: every status staff can move a request of the kind to,
 * except `dispatched`, which needs a courier and a waybill number per request, and `on_hold`,
 * which needs its reason for the applicant (one request at a time).
 */
const bulkTargetsOf = (kind: TRequestKind): readonly TRequestStatus[] =>
  requestStatuses.filter(
    (status) =>
      status !== 'dispatched' &&
      status !== 'on_hold' &&
      requestStatuses.some((from) => staffTransitions[kind][from].includes(status)),
  );
export const bulkTargetStatuses: Readonly<Record<TRequestKind, readonly TRequestStatus[]>> = {
  transcript: bulkTargetsOf('transcript'),
  certificate: bulkTargetsOf('certificate'),
  attestation: bulkTargetsOf('attestation'),
};

/** Moves that end or reverse a request: the admin console asks for confirmation first. */
export const finalMoves: readonly TRequestStatus[] = ['rejected', 'cancelled', 'refunded'];
