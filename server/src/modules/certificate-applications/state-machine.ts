import type { TCertificateApplicationStatus } from '@registrar/shared-api/contracts';

/**
 * What staff may move a certificate application to: the transcript applications' table minus
 * `sent` (a certificate is a paper document: it is always dispatched, never emailed).
 * pending_payment → paid is not here: only a confirmed payment does that
 * (`markCertificateApplicationPaid`).
 */
export const staffTransitions: Record<
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

export const canStaffMove = (
  from: TCertificateApplicationStatus,
  to: TCertificateApplicationStatus,
) => staffTransitions[from].includes(to);
