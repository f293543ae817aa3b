import {
  TRACK_NOT_FOUND_MESSAGE,
  type TAuthUser,
  type TMessage,
  type TStaffMessage,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { APPLICATION_NOT_FOUND } from '../applications/detail';
import * as applications from '../applications/repository';
import { findByReference } from '../applications/service';
import { type AuditContext, recordAudit } from '../audit/repository';
import { notifyStaffMessage } from '../mail/notifications';
import * as repo from './repository';

/** Staff who handle the applicants' messages (brief: administrator, registry officer). */
export const MESSAGE_STAFF = ['administrator', 'registry_officer'] as const;

const iso = (value: Date | string) => new Date(value).toISOString();
type ThreadRow = Awaited<ReturnType<typeof repo.threadOf>>[number];

const toMessage = (row: Omit<ThreadRow, 'staff_name'>): TMessage => ({
  id: row.id,
  sender: row.sender,
  body: row.body,
  created_at: iso(row.created_at),
});
const toStaffMessage = (row: ThreadRow): TStaffMessage => ({
  ...toMessage(row),
  staff_name: row.staff_name,
  read_at: row.read_at === null ? null : iso(row.read_at),
});

/**
 * The applicant's application: the tracking id and the applicant's email must both match. Either
 * mismatch is the same 404, so the endpoint does not reveal whether a tracking id exists.
 */
async function applicantApplication(db: Db, reference: string, email: string) {
  const row = await findByReference(db, reference);
  if (!row || row.email.toLowerCase() !== email.trim().toLowerCase())
    throw notFound(TRACK_NOT_FOUND_MESSAGE);
  return row;
}

export async function listForApplicant(
  db: Db,
  reference: string,
  email: string,
): Promise<TMessage[]> {
  return db.transaction().execute(async (trx) => {
    const application = await applicantApplication(trx, reference, email);
    await repo.markRead(trx, application.id, 'staff');
    return (await repo.threadOf(trx, application.id)).map(toMessage);
  });
}

export async function postFromApplicant(
  db: Db,
  reference: string,
  input: { email: string; body: string },
  context: AuditContext,
): Promise<TMessage> {
  return db.transaction().execute(async (trx) => {
    const application = await applicantApplication(trx, reference, input.email);
    const row = await repo.insertMessage(trx, {
      application_id: application.id,
      sender: 'applicant',
      staff_user_id: null,
      body: input.body,
    });
    await recordAudit(trx, context, {
      action: 'message.applicant_posted',
      entityType: 'application',
      entityId: application.id,
      details: { message_id: row.id, length: input.body.length },
    });
    return toMessage(row);
  });
}

async function staffApplication(db: Db, id: number) {
  const row = await applications.findById(db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export async function listForStaff(
  db: Db,
  actor: TAuthUser | null,
  applicationId: number,
): Promise<TStaffMessage[]> {
  assertRole(actor, ...MESSAGE_STAFF);
  return db.transaction().execute(async (trx) => {
    await staffApplication(trx, applicationId);
    await repo.markRead(trx, applicationId, 'applicant');
    return (await repo.threadOf(trx, applicationId)).map(toStaffMessage);
  });
}

export async function postFromStaff(
  db: Db,
  actor: TAuthUser | null,
  applicationId: number,
  input: { body: string },
  context: AuditContext,
): Promise<TStaffMessage> {
  const staff = assertRole(actor, ...MESSAGE_STAFF);
  return db.transaction().execute(async (trx) => {
    await staffApplication(trx, applicationId);
    const row = await repo.insertMessage(trx, {
      application_id: applicationId,
      sender: 'staff',
      staff_user_id: staff.id,
      body: input.body,
    });
    await recordAudit(trx, context, {
      action: 'message.staff_posted',
      entityType: 'application',
      entityId: applicationId,
      details: { message_id: row.id, length: input.body.length },
    });
    await notifyStaffMessage(trx, applicationId, input.body);
    const name = await repo.staffName(trx, staff.id);
    return toStaffMessage({ ...row, staff_name: name?.name ?? null });
  });
}
