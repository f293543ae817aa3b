import {
  canStaffMove,
  type TAuthUser,
  type TBulkUpdateCertificateApplicationStatusRequest,
  type TCertificateApplication,
  type TCertificateApplicationStatus,
  type TCertificateBulkStatusResult,
  type TUpdateCertificateApplicationStatusRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { invalid, notFound } from '../../lib/http-errors';
import { assertRole, REGISTRY } from '../../lib/roles';
import { holdChange, holdMailOf } from '../applications/hold';
import { markCopiesDispatched } from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import { notifyCertificateApplicationStatus } from '../mail/notifications';
import { notifyCertificateApplicationPaid } from '../mail/payment-notifications';
import { bulkStatusChange, illegalTransition, moveRequest } from '../requests/status';
import { load, NOT_FOUND } from './presenter';
import * as repo from './repository';

/** One move as staff ask for it (single or bulk). */
interface StatusChange {
  status: TCertificateApplicationStatus;
  note?: string | null | undefined;
  courier_name?: string | null | undefined;
  waybill_number?: string | null | undefined;
  hold_reason_id?: number | null | undefined;
}

/**
 * One staff status change inside `trx`: row lock, the state machine, the dispatch fields, the
 * hold's reason (as for a transcript: applications/hold.ts), the update, a history row, an audit
 * row and the applicant's email. Throws an HttpError to refuse.
 */
async function applyStatusChange(
  trx: Db,
  user: TAuthUser,
  id: number,
  input: StatusChange,
  context: AuditContext,
  auditExtra: Record<string, unknown> = {},
): Promise<void> {
  const current = await repo.lockById(trx, id);
  if (!current) throw notFound(NOT_FOUND);
  if (!canStaffMove(current.kind, current.status, input.status))
    throw illegalTransition(current.status, input.status);
  const dispatch =
    input.status === 'dispatched'
      ? { courier_name: input.courier_name || null, waybill_number: input.waybill_number || null }
      : {};
  if (input.status === 'dispatched') {
    const errors: Record<string, string[]> = {};
    if (!dispatch.courier_name) errors.courier_name = ['This field is required'];
    if (!dispatch.waybill_number) errors.waybill_number = ['This field is required'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  if (dispatch.courier_name !== undefined)
    await markCopiesDispatched(trx, id, 'hard_copy', dispatch);
  const hold = await holdChange(trx, current.status, input.status, input.hold_reason_id);
  if (hold.values)
    await trx.updateTable('applications').set(hold.values).where('id', '=', id).execute();
  const note = input.note || null;
  await moveRequest(trx, {
    id,
    from: current.status,
    to: input.status,
    actorUserId: user.id,
    // The timeline keeps why it was held, after the hold is released.
    note: hold.reason ? [`On hold: ${hold.reason}`, note].filter(Boolean).join('. ') : note,
  });
  await recordAudit(trx, context, {
    action: 'certificate_application.status_changed',
    entityType: 'certificate_application',
    entityId: id,
    details: {
      from: current.status,
      to: input.status,
      note,
      ...dispatch,
      ...(hold.reason ? { hold_reason: hold.reason } : {}),
      ...auditExtra,
    },
  });
  await notifyCertificateApplicationStatus(trx, id, {
    status: input.status,
    note,
    ...dispatch,
    ...holdMailOf(hold.values),
  });
}

/**
 * A staff status change through the state machine, in one transaction. Moving to dispatched
 * needs the courier's name and the waybill number.
 */
export async function updateCertificateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TUpdateCertificateApplicationStatusRequest,
  context: AuditContext,
): Promise<TCertificateApplication> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    await applyStatusChange(trx, user, id, input, context);
    return load(trx, (await repo.findById(trx, id))!);
  });
}

/** Several applications to one status, each in its own transaction (requests/status.ts). */
export async function bulkUpdateCertificateApplicationStatus(
  db: Db,
  actor: TAuthUser | null,
  input: TBulkUpdateCertificateApplicationStatusRequest,
  context: AuditContext,
): Promise<{ results: TCertificateBulkStatusResult[]; updated: number }> {
  const user = assertRole(actor, ...REGISTRY);
  const bulk = { status: input.status, note: input.note };
  return bulkStatusChange(db, input.ids, async (trx, id) => {
    await applyStatusChange(trx, user, id, bulk, context, { bulk: true });
    return input.status;
  });
}

/**
 * pending_payment → paid, for the payments module once a payment is confirmed. Idempotent: an
 * application already past pending_payment is left alone (returns false). Call it inside the
 * transaction that records the payment.
 */
export async function markCertificateApplicationPaid(
  trx: Db,
  id: number,
  paymentRef: string,
): Promise<boolean> {
  const current = await repo.lockById(trx, id);
  if (!current) throw notFound(NOT_FOUND);
  if (current.status !== 'pending_payment') return false;
  await moveRequest(trx, {
    id,
    from: 'pending_payment',
    to: 'paid',
    actorUserId: null,
    note: null,
  });
  await recordAudit(
    trx,
    { actorUserId: null, ip: null },
    {
      action: 'certificate_application.paid',
      entityType: 'certificate_application',
      entityId: id,
      details: { payment_reference: paymentRef },
    },
  );
  // The status change to Paid is announced by the payment email, with the receipt attached.
  await notifyCertificateApplicationPaid(trx, id, paymentRef);
  return true;
}
