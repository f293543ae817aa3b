import {
  canStaffMove,
  applicationStatusLabels,
  certificateApplicationStatusLabels,
  type TAuthUser,
  type TListPaymentsQuery,
  type TPaymentDetail,
  type TPaymentFilters,
  type TPaymentsPage,
  type TRequestStatus,
} from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db, StaffRole } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import * as applications from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as certificates from '../certificate-applications/repository';
import { notifyApplicationStatus, notifyCertificateApplicationStatus } from '../mail/notifications';
import { notifyPaymentRefunded } from '../mail/payment-notifications';
import { moveRequest } from '../requests/status';
import { paymentsCsv } from './csv-export';
import { formatNaira } from './money';
import { loadOwner, loadOwners } from './owners';
import { toDetail, toSummary } from './presenter';
import { ProviderError } from './providers/provider';
import type { ProviderRegistry } from './providers/registry';
import * as repo from './repository';
import { mirrorStandalone, settlePayment } from './settlement';
import { pageOfPayments, totalsOf } from './staff-queries';

/** Who handles payments: administrators and the bursary (registry officers do not). */
export const PAYMENT_STAFF: StaffRole[] = ['administrator', 'bursary'];
export const PAYMENT_ID_NOT_FOUND = 'Payment not found.';
export const ONLY_PAID_REFUNDABLE = 'Only a paid payment can be marked refunded.';

export async function listPayments(
  db: Db,
  actor: TAuthUser | null,
  query: TListPaymentsQuery,
): Promise<TPaymentsPage> {
  assertRole(actor, ...PAYMENT_STAFF);
  const { page, per_page: perPage, ...filters } = query;
  const totals = await totalsOf(db, filters);
  const rows = await pageOfPayments(db, filters, perPage, (page - 1) * perPage);
  const owners = await loadOwners(db, rows);
  const data = rows.map((row) => toSummary(row, owners.get(row.id)!));
  return {
    ...paginate(data, totals.count, page, perPage, '/api/payments', {
      ...filters,
      per_page: perPage === 10 ? undefined : perPage,
    }),
    totals,
  };
}

export async function exportPayments(db: Db, actor: TAuthUser | null, filters: TPaymentFilters) {
  assertRole(actor, ...PAYMENT_STAFF);
  return paymentsCsv(db, filters);
}

async function detailOf(db: Db, row: PaymentRow): Promise<TPaymentDetail> {
  const [owner, events, refundedBy] = await Promise.all([
    loadOwner(db, row),
    repo.eventsOf(db, row.id),
    row.refunded_by === null ? undefined : repo.staffName(db, row.refunded_by),
  ]);
  return toDetail(row, owner, events, refundedBy ?? null);
}

export async function getPaymentDetail(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...PAYMENT_STAFF);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(PAYMENT_ID_NOT_FOUND);
  return detailOf(db, row);
}

/** Staff ask the provider again; the answer goes through the one settlement. */
export async function reverifyPayment(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<TPaymentDetail> {
  const staff = assertRole(actor, ...PAYMENT_STAFF);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(PAYMENT_ID_NOT_FOUND);
  if (row.provider !== providers.active.name)
    throw new HttpError(409, `The ${row.provider} provider is not enabled on this server.`);
  let verification;
  try {
    verification = await providers.active.verify(row.reference);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new HttpError(502, `The payment provider did not answer: ${error.message}`);
  }
  await settlePayment(db, {
    reference: row.reference,
    provider: row.provider,
    verification,
    source: 'reverify',
    context,
  });
  const amount = verification.amount === null ? '' : ` ${formatNaira(verification.amount)}`;
  await repo.insertEvent(db, row.id, {
    kind: 'reverified',
    note: `The provider reports ${verification.status}${amount} ${verification.currency ?? ''}`.trim(),
    actorUserId: staff.id,
  });
  // The staff action itself, whatever it changed (a settlement it caused is audited apart).
  await recordAudit(db, context, {
    action: 'payment.reverified',
    entityType: 'payment',
    entityId: row.id,
    details: {
      reference: row.reference,
      reported: { status: verification.status, amount: verification.amount },
    },
  });
  return detailOf(db, (await repo.findById(db, id))!);
}

/**
 * Moves what was paid for to `refunded` when its state machine allows, emailing the applicant
 * that status change; answers a note for the payment's event and whether it moved.
 */
async function refundOwner(
  trx: Db,
  payment: PaymentRow,
  staff: TAuthUser,
  reason: string,
  context: AuditContext,
): Promise<{ note: string; isMoved: boolean }> {
  const note = `Payment ${payment.reference} refunded: ${reason}`;
  const kind =
    payment.application_id === null ? null : await repo.requestKindOf(trx, payment.application_id);
  const moveToRefunded = (before: { id: number; status: TRequestStatus }) =>
    moveRequest(trx, {
      id: before.id,
      from: before.status,
      to: 'refunded',
      actorUserId: staff.id,
      note,
    });
  if (payment.application_id !== null && kind === 'transcript') {
    const before = await applications.findByIdForUpdate(trx, payment.application_id);
    if (!before) return { note: '', isMoved: false };
    if (!canStaffMove('transcript', before.status, 'refunded'))
      return {
        note: ` The application stays ${applicationStatusLabels[before.status]} (it cannot move to Refunded from there).`,
        isMoved: false,
      };
    const after = await moveToRefunded(before);
    await recordAudit(trx, context, {
      action: 'application.status_changed',
      entityType: 'application',
      entityId: before.id,
      details: { changes: { status: { from: before.status, to: 'refunded' } }, note },
    });
    await notifyApplicationStatus(trx, after, { status: 'refunded', note });
    return { note: ' The application is now Refunded.', isMoved: true };
  }
  if (payment.application_id !== null) {
    const before = await certificates.lockById(trx, payment.application_id);
    if (!before) return { note: '', isMoved: false };
    if (!canStaffMove(before.kind, before.status, 'refunded'))
      return {
        note: ` The certificate application stays ${certificateApplicationStatusLabels[before.status]}.`,
        isMoved: false,
      };
    await moveToRefunded(before);
    await recordAudit(trx, context, {
      action: 'certificate_application.status_changed',
      entityType: 'certificate_application',
      entityId: before.id,
      details: { from: before.status, to: 'refunded', note },
    });
    await notifyCertificateApplicationStatus(trx, before.id, { status: 'refunded', note });
    return { note: ' The certificate application is now Refunded.', isMoved: true };
  }
  await mirrorStandalone(trx, payment, 'refunded');
  return { note: '', isMoved: false };
}

/** paid → refunded (the money goes back outside Registrar), with the reason; audited. */
export async function refundPayment(
  db: Kysely<Database>,
  actor: TAuthUser | null,
  id: number,
  reason: string,
  context: AuditContext,
): Promise<TPaymentDetail> {
  const staff = assertRole(actor, ...PAYMENT_STAFF);
  const row = await db.transaction().execute(async (trx) => {
    const before = await repo.lockById(trx, id);
    if (!before) throw notFound(PAYMENT_ID_NOT_FOUND);
    if (before.status !== 'paid') throw new HttpError(409, ONLY_PAID_REFUNDABLE);
    const after = await repo.updatePayment(trx, id, {
      status: 'refunded',
      refunded_at: new Date(),
      refund_reason: reason,
      refunded_by: staff.id,
    });
    const owner = await refundOwner(trx, after, staff, reason, context);
    // No status change to announce (an "other" payment, or an application past refunding):
    // the payer is told of the refund itself.
    if (!owner.isMoved) await notifyPaymentRefunded(trx, after, reason);
    await repo.insertEvent(trx, id, {
      kind: 'refunded',
      note: `${reason}${owner.note}`,
      actorUserId: staff.id,
    });
    await recordAudit(trx, context, {
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: id,
      details: {
        reference: after.reference,
        changes: { status: { from: 'paid', to: 'refunded' } },
        reason,
        amount: after.amount,
      },
    });
    return after;
  });
  return detailOf(db, row);
}
