import {
  applicationStatusLabels,
  canStaffMove,
  certificateApplicationStatusLabels,
  type TRequestStatus,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import * as applications from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as certificates from '../certificate-applications/repository';
import { notifyApplicationStatus, notifyCertificateApplicationStatus } from '../mail/notifications';
import { moveRequest } from '../requests/status';
import * as repo from './repository';
import { mirrorStandalone } from './settlement';

/**
 * Moves what was paid for to `refunded` when its state machine allows, emailing the applicant
 * that status change; answers a note for the payment's event and whether it moved.
 */
export async function refundOwner(
  trx: Db,
  payment: PaymentRow,
  actorUserId: number | null,
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
      actorUserId,
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
