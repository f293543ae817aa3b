import type { IdempotencyKey } from '../idempotency/handler';
import {
  TRACK_NOT_FOUND_MESSAGE,
  type TAuthUser,
  type TMessage,
  type TPostTrackedMessageRequest,
  type TStaffMessage,
  type TThreadOwnerKind,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { APPLICATION_NOT_FOUND } from '../applications/detail';
import * as applications from '../applications/repository';
import { findByReference } from '../applications/service';
import { normalizeTrackingId } from '../requests/tracking-id';
import * as certificateApplications from '../certificate-applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import { notifyStaffMessage } from '../mail/notifications';
import { type CheckedAttachment, checkAttachment } from './attachment';
import * as repo from './repository';
import type { NewMessage, ThreadOwner } from './repository';
import { iso } from '../../lib/iso';

const CERTIFICATE_APPLICATION_NOT_FOUND = 'Certificate application not found.';

/** Staff who handle the applicants' messages (brief: administrator, registry officer). */
export const MESSAGE_STAFF = ['administrator', 'registry_officer'] as const;

type ThreadRow = Awaited<ReturnType<typeof repo.threadOf>>[number];

const toMessage = (row: Omit<ThreadRow, 'staff_name'>): TMessage => ({
  id: row.id,
  sender: row.sender,
  body: row.body,
  created_at: iso(row.created_at),
  attachment:
    row.attachment_id === null
      ? null
      : {
          id: row.attachment_id,
          file_name: row.attachment_name!,
          content_type: row.attachment_type!,
          size_bytes: row.attachment_size!,
        },
});

const NO_ATTACHMENT = {
  attachment_id: null,
  attachment_name: null,
  attachment_type: null,
  attachment_size: null,
} as const;
const toStaffMessage = (row: ThreadRow): TStaffMessage => ({
  ...toMessage(row),
  staff_name: row.staff_name,
  read_at: row.read_at === null ? null : iso(row.read_at),
});

/**
 * The applicant's thread: the tracking id of a transcript application or, failing that, of a
 * certificate application, and the applicant's email must both match. Any mismatch is
 * the same 404, so the endpoint does not reveal whether a tracking id exists.
 */
async function applicantThread(db: Db, reference: string, email: string): Promise<ThreadOwner> {
  const matches = (row: { email: string } | undefined) =>
    row !== undefined && row.email.toLowerCase() === email.trim().toLowerCase();
  const transcript = await findByReference(db, reference);
  if (transcript) {
    if (matches(transcript)) return { kind: 'application', id: transcript.id };
    throw notFound(TRACK_NOT_FOUND_MESSAGE);
  }
  const trackingId = normalizeTrackingId(reference);
  const certificate = trackingId
    ? await certificateApplications.findByTrackingId(db, trackingId)
    : undefined;
  if (certificate && matches(certificate))
    return { kind: 'certificate_application', id: certificate.id };
  throw notFound(TRACK_NOT_FOUND_MESSAGE);
}

export async function listForApplicant(
  db: Db,
  reference: string,
  email: string,
): Promise<{ kind: TThreadOwnerKind; messages: TMessage[] }> {
  return db.transaction().execute(async (trx) => {
    const owner = await applicantThread(trx, reference, email);
    await repo.markRead(trx, owner, 'staff');
    return { kind: owner.kind, messages: (await repo.threadOf(trx, owner)).map(toMessage) };
  });
}

/**
 * Adds the message (and its file) to the thread, audited by its id and length, and the file by
 * its name, size and SHA-256 (the text and the bytes stay out of the log).
 */
async function insertAudited(
  trx: Db,
  owner: ThreadOwner,
  message: NewMessage,
  context: AuditContext,
  file?: CheckedAttachment,
) {
  const row = await repo.insertMessage(trx, owner, message);
  const attachment = file ? await repo.insertAttachment(trx, row.id, file) : null;
  await recordAudit(trx, context, {
    action: message.sender === 'staff' ? 'message.staff_posted' : 'message.applicant_posted',
    entityType: owner.kind,
    entityId: owner.id,
    details: {
      message_id: row.id,
      length: message.body.length,
      ...(file
        ? {
            attachment: {
              file_name: file.file_name,
              size_bytes: file.size_bytes,
              sha256: file.sha256,
            },
          }
        : {}),
    },
  });
  return {
    ...row,
    ...(attachment
      ? {
          attachment_id: attachment.id,
          attachment_name: attachment.file_name,
          attachment_type: attachment.content_type,
          attachment_size: attachment.size_bytes,
        }
      : NO_ATTACHMENT),
  };
}

export async function postFromApplicant(
  db: Db,
  reference: string,
  input: TPostTrackedMessageRequest,
  context: AuditContext,
  key?: IdempotencyKey,
): Promise<TMessage> {
  return db.transaction().execute(async (trx) => {
    const owner = await applicantThread(trx, reference, input.email);
    const file = input.attachment ? await checkAttachment(trx, owner, input.attachment) : undefined;
    const row = await insertAudited(
      trx,
      owner,
      { sender: 'applicant', staff_user_id: null, body: input.body },
      context,
      file,
    );
    const message = toMessage(row);
    await key?.record(trx, message);
    return message;
  });
}

/** The thread's application must exist (404 in the words of its kind). */
async function assertOwnerExists(db: Db, owner: ThreadOwner) {
  const found =
    owner.kind === 'application'
      ? await applications.findById(db, owner.id)
      : await certificateApplications.findById(db, owner.id);
  if (!found)
    throw notFound(
      owner.kind === 'application' ? APPLICATION_NOT_FOUND : CERTIFICATE_APPLICATION_NOT_FOUND,
    );
}

export async function listForStaff(
  db: Db,
  actor: TAuthUser | null,
  owner: ThreadOwner,
): Promise<TStaffMessage[]> {
  assertRole(actor, ...MESSAGE_STAFF);
  return db.transaction().execute(async (trx) => {
    await assertOwnerExists(trx, owner);
    await repo.markRead(trx, owner, 'applicant');
    return (await repo.threadOf(trx, owner)).map(toStaffMessage);
  });
}

export async function postFromStaff(
  db: Db,
  actor: TAuthUser | null,
  owner: ThreadOwner,
  input: { body: string },
  context: AuditContext,
): Promise<TStaffMessage> {
  const staff = assertRole(actor, ...MESSAGE_STAFF);
  return db.transaction().execute(async (trx) => {
    await assertOwnerExists(trx, owner);
    const row = await insertAudited(
      trx,
      owner,
      { sender: 'staff', staff_user_id: staff.id, body: input.body },
      context,
    );
    await notifyStaffMessage(trx, owner, input.body);
    const name = await repo.staffName(trx, staff.id);
    return toStaffMessage({ ...row, staff_name: name?.name ?? null });
  });
}

/**
 * A document an applicant attached, for the staff who read the threads. Each download is
 * audited on the request (who read which file): these are identity documents and affidavits.
 */
export async function downloadAttachment(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
) {
  assertRole(actor, ...MESSAGE_STAFF);
  const row = await repo.attachmentContent(db, id);
  if (!row) throw notFound('Attachment not found.');
  await recordAudit(db, context, {
    action: 'message.attachment_downloaded',
    entityType: row.kind === 'transcript' ? 'application' : 'certificate_application',
    entityId: row.application_id,
    details: { attachment_id: id, file_name: row.file_name, sha256: row.sha256 },
  });
  return {
    file_name: row.file_name,
    content_type: row.content_type,
    content: Buffer.from(row.content),
  };
}
