import type { TApplicationStatus } from '@registrar/shared-api/contracts';

/**
 * What staff may move an application to, by its current status. pending_payment → paid is not
 * here: only a confirmed payment does that (service `markApplicationPaid`).
 */
export const staffTransitions: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
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

export const canStaffMove = (from: TApplicationStatus, to: TApplicationStatus) =>
  staffTransitions[from].includes(to);
