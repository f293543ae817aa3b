import {
  awaitsReceiverCheck,
  type TApplicationDetail,
  type TAuthUser,
  type TConfirmCopyReceiverParams,
  type TConfirmCopyReceiverRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { ApplicationCopyRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { APPLICATION_NOT_FOUND, loadDetail, STATUS_CHANGERS } from './detail';
import * as repo from './repository';

export const RECEIVER_CHECK_MESSAGES = {
  copyNotFound: 'Copy not found.',
  listed: 'This copy goes to a receiver of the directory: there is nothing to confirm.',
  studentCopy: 'A student copy goes to the applicant: there is no receiver to confirm.',
} as const;

const waits = (copy: ApplicationCopyRow) =>
  awaitsReceiverCheck({
    type: copy.type,
    recipient_id: copy.recipient_id,
    receiver_confirmed_at: copy.receiver_confirmed_at?.toISOString() ?? null,
  });

/**
 * The 409 of sending or dispatching an application while one of its copies goes to a receiver
 * the applicant typed in that staff have not confirmed yet.
 */
export function assertReceiversConfirmed(copies: ApplicationCopyRow[]): void {
  const index = copies.findIndex(waits);
  const copy = copies[index];
  if (!copy) return;
  const name = copy.recipient_name ?? copy.recipient_email ?? 'its receiver';
  throw new HttpError(
    409,
    `Copy ${String(index + 1)} goes to ${name}, which is not in the recipient directory: confirm the receiver before sending.`,
  );
}

/**
 * Staff confirm an unlisted receiver (once: confirming again changes nothing and writes no second
 * audit record). The application is locked as for a status change, so a confirmation and a send
 * queue behind each other.
 */
export async function confirmCopyReceiver(
  db: Db,
  actor: TAuthUser | null,
  params: TConfirmCopyReceiverParams,
  input: TConfirmCopyReceiverRequest,
  context: AuditContext,
): Promise<TApplicationDetail> {
  const staff = assertRole(actor, ...STATUS_CHANGERS);
  return db.transaction().execute(async (trx) => {
    const application = await repo.findByIdForUpdate(trx, params.id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const copies = await repo.copiesOf(trx, params.id);
    const copy = copies.find((row) => row.id === params.copyId);
    if (!copy) throw notFound(RECEIVER_CHECK_MESSAGES.copyNotFound);
    if (copy.type !== 'official') throw new HttpError(409, RECEIVER_CHECK_MESSAGES.studentCopy);
    if (copy.recipient_id !== null) throw new HttpError(409, RECEIVER_CHECK_MESSAGES.listed);
    if (waits(copy)) {
      await trx
        .updateTable('application_copies')
        .set({ receiver_confirmed_at: new Date(), receiver_confirmed_by: staff.id })
        .where('id', '=', copy.id)
        .execute();
      const note = input.note ? input.note : null;
      await recordAudit(trx, context, {
        action: 'application.receiver_confirmed',
        entityType: 'application',
        entityId: application.id,
        details: {
          copy: copies.indexOf(copy) + 1,
          receiver: {
            name: copy.recipient_name,
            email: copy.recipient_email,
            address: copy.recipient_address,
          },
          ...(note ? { note } : {}),
        },
      });
    }
    return loadDetail(trx, application);
  });
}
