import {
  canStaffMove,
  type TApplicationDetail,
  type TApplicationStatus,
  type TAuthUser,
  type TBulkStatusResult,
  type TBulkUpdateApplicationStatusRequest,
  type TUpdateApplicationStatusRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { sendSoftCopies } from '../documents/links';
import { notifyApplicationStatus } from '../mail/notifications';
import { notifyApplicationPaid } from '../mail/payment-notifications';
import { bulkStatusChange, illegalTransition, moveRequest } from '../requests/status';
import { FieldErrors } from './field-errors';
import { holdChange, holdMailOf } from './hold';
import { assertReceiversConfirmed } from './receiver-check';
import * as repo from './repository';
import { APPLICATION_NOT_FOUND, loadDetail, STATUS_CHANGERS } from './detail';

interface StatusChange {
  status: TApplicationStatus;
  note?: string | null;
  courier_name?: string | null;
  waybill_number?: string | null;
  hold_reason_id?: number | null;
}

/**
 * One staff status change inside `trx`: locks the row (FOR UPDATE, so concurrent changes of one
 * application queue and the second sees the first's result), checks the state machine and the
 * dispatch rules, updates, writes the history row and the audit record.
 */
async function applyStatusChange(
  trx: Db,
  actor: TAuthUser,
  id: number,
  change: StatusChange,
  context: AuditContext,
): Promise<ApplicationRow> {
  const before = await repo.findByIdForUpdate(trx, id);
  if (!before) throw notFound(APPLICATION_NOT_FOUND);
  if (!canStaffMove('transcript', before.status, change.status))
    throw illegalTransition(before.status, change.status);

  const copies = await repo.copiesOf(trx, id);
  if (change.status === 'dispatched' || change.status === 'sent') assertReceiversConfirmed(copies);
  const hasHardCopy = copies.some((copy) => copy.format === 'hard_copy');
  const dispatch = {
    courier_name: change.courier_name ? change.courier_name : null,
    waybill_number: change.waybill_number ? change.waybill_number : null,
  };
  if (change.status === 'dispatched') {
    if (!hasHardCopy)
      throw new HttpError(409, 'Soft copies are sent, not dispatched: choose Sent instead.');
    const errors = new FieldErrors();
    if (!dispatch.courier_name)
      errors.add('courier_name', 'This field is required to dispatch a hard copy');
    if (!dispatch.waybill_number)
      errors.add('waybill_number', 'This field is required to dispatch a hard copy');
    errors.throwIfAny();
    await repo.markCopiesDispatched(trx, id, 'hard_copy', dispatch);
  }
  if (change.status === 'sent') {
    if (hasHardCopy)
      throw new HttpError(409, 'Hard copies are dispatched, not sent: choose Dispatched instead.');
    await repo.markCopiesDispatched(trx, id, 'soft_copy', {
      courier_name: null,
      waybill_number: null,
    });
    await sendSoftCopies(trx, before, copies, actor.id);
  }

  const hold = await holdChange(trx, before.status, change.status, change.hold_reason_id);
  if (hold.values)
    await trx.updateTable('applications').set(hold.values).where('id', '=', id).execute();
  const note = change.note ? change.note : null;
  // The timeline keeps why it was held, after the hold is released.
  const historyNote = hold.reason
    ? [`On hold: ${hold.reason}`, note].filter(Boolean).join('. ')
    : note;
  const after = await moveRequest(trx, {
    id,
    from: before.status,
    to: change.status,
    actorUserId: actor.id,
    note: historyNote,
  });
  await recordAudit(trx, context, {
    action: 'application.status_changed',
    entityType: 'application',
    entityId: id,
    details: {
      changes: { status: { from: before.status, to: change.status } },
      ...(note ? { note } : {}),
      ...(change.status === 'dispatched' ? dispatch : {}),
      ...(hold.reason ? { hold_reason: hold.reason } : {}),
    },
  });
  await notifyApplicationStatus(trx, after, {
    status: change.status,
    note,
    ...dispatch,
    ...holdMailOf(hold.values),
  });
  return after;
}

export async function updateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TUpdateApplicationStatusRequest,
  context: AuditContext,
): Promise<TApplicationDetail> {
  const staff = assertRole(actor, ...STATUS_CHANGERS);
  return db.transaction().execute(async (trx) => {
    const row = await applyStatusChange(trx, staff, id, input, context);
    return loadDetail(trx, row);
  });
}

/** Each id in its own transaction: one refusal does not undo the others. */
export async function bulkUpdateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  input: TBulkUpdateApplicationStatusRequest,
  context: AuditContext,
): Promise<{ results: TBulkStatusResult[]; updated: number }> {
  const staff = assertRole(actor, ...STATUS_CHANGERS);
  return bulkStatusChange(
    db,
    input.ids,
    async (trx, id) =>
      (await applyStatusChange(trx, staff, id, { status: input.status, note: input.note }, context))
        .status,
  );
}

/**
 * For the payments module, inside its transaction: a confirmed payment moves the application from
 * pending_payment to paid (history + audit). Returns false, changing nothing, when the application
 * is already past payment (a repeated callback); a cancelled application is a 409 the payment
 * flow must handle (refund).
 */
export async function markApplicationPaid(
  trx: Db,
  applicationId: number,
  paymentReference: string,
  context: AuditContext = { actorUserId: null, ip: null },
): Promise<boolean> {
  const before = await repo.findByIdForUpdate(trx, applicationId);
  if (!before) throw notFound(APPLICATION_NOT_FOUND);
  if (before.status === 'cancelled') throw illegalTransition('cancelled', 'paid');
  if (before.status !== 'pending_payment') return false;
  await moveRequest(trx, {
    id: applicationId,
    from: 'pending_payment',
    to: 'paid',
    actorUserId: null,
    note: `Payment ${paymentReference}`,
  });
  await recordAudit(trx, context, {
    action: 'application.paid',
    entityType: 'application',
    entityId: applicationId,
    details: {
      changes: { status: { from: 'pending_payment', to: 'paid' } },
      payment_reference: paymentReference,
    },
  });
  await notifyApplicationPaid(trx, applicationId, paymentReference);
  return true;
}
