import type { TApplicationStatus } from '@registrar/shared-api';

/**
 * The server's state machine (server/src/modules/applications/README.md), mirrored only to offer
 * sensible choices; the server decides, and its 409 message is shown when it refuses.
 */
export const nextStatuses: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  pending_payment: ['cancelled'],
  paid: ['processing', 'on_hold', 'rejected', 'refunded'],
  processing: ['dispatched', 'sent', 'on_hold', 'rejected'],
  on_hold: ['processing', 'rejected', 'cancelled'],
  dispatched: ['delivered'],
  sent: ['completed'],
  delivered: ['completed'],
  rejected: ['refunded'],
  completed: [],
  cancelled: [],
  refunded: [],
};

/** Bulk moves may target any status staff can move to; the server answers per id. */
export const bulkTargetStatuses: readonly TApplicationStatus[] = [
  'processing',
  'on_hold',
  'sent',
  'delivered',
  'completed',
  'rejected',
  'cancelled',
  'refunded',
];

/** Moves that end or reverse a request: a bulk move to them asks for confirmation first. */
export const finalMoves: readonly TApplicationStatus[] = ['rejected', 'cancelled', 'refunded'];
