import type { TCertificateApplicationStatus } from '@registrar/shared-api';

/**
 * The server's state machine (server/src/modules/certificate-applications/state-machine.ts),
 * mirrored only to offer sensible choices; the server decides and its 409 is shown as is.
 */
export const nextStatuses: Record<
  TCertificateApplicationStatus,
  readonly TCertificateApplicationStatus[]
> = {
  pending_payment: ['cancelled'],
  paid: ['processing', 'on_hold', 'rejected', 'refunded'],
  processing: ['dispatched', 'on_hold', 'rejected'],
  on_hold: ['processing', 'rejected', 'cancelled'],
  dispatched: ['delivered'],
  sent: ['completed'],
  delivered: ['completed'],
  completed: [],
  rejected: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Moves that end or reverse a request: asked for confirmation first. */
export const finalMoves: readonly TCertificateApplicationStatus[] = [
  'rejected',
  'cancelled',
  'refunded',
];

/**
 * What a bulk move may target: the state machine's moves except dispatch, which needs a courier
 * and waybill per application (the server refuses it in bulk).
 */
export const bulkTargetStatuses: readonly TCertificateApplicationStatus[] = [
  'processing',
  'on_hold',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
  'refunded',
];
