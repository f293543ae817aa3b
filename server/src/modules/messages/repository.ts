import type { TThreadOwnerKind } from '@registrar/shared-api/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { MessageAttachmentsTable } from '../../db/schema-applications';

/** Whose thread: a transcript application's or a certificate application's (one request id). */
export interface ThreadOwner {
  kind: TThreadOwnerKind;
  id: number;
}

/** The thread, oldest first, each message with its attachment's description (not its bytes). */
export const threadOf = (db: Db, owner: ThreadOwner) =>
  db
    .selectFrom('messages as m')
    .leftJoin('staff_users as u', 'u.id', 'm.staff_user_id')
    .leftJoin('message_attachments as f', 'f.message_id', 'm.id')
    .select([
      'm.id',
      'm.sender',
      'm.body',
      'm.read_at',
      'm.created_at',
      'u.name as staff_name',
      'f.id as attachment_id',
      'f.file_name as attachment_name',
      'f.content_type as attachment_type',
      'f.size_bytes as attachment_size',
    ])
    .where('m.application_id', '=', owner.id)
    .orderBy('m.id')
    .execute();

/** A message as written: who sent it (a staff sender's id) and what it says. */
export interface NewMessage {
  sender: 'applicant' | 'staff';
  staff_user_id: number | null;
  body: string;
}

export const insertMessage = (db: Db, owner: ThreadOwner, values: NewMessage) =>
  db
    .insertInto('messages')
    .values({ ...values, application_id: owner.id })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Read receipts: the messages of the other side, not yet read, are read now. */
export const markRead = (db: Db, owner: ThreadOwner, sender: 'applicant' | 'staff') =>
  db
    .updateTable('messages')
    .set({ read_at: new Date() })
    .where('application_id', '=', owner.id)
    .where('sender', '=', sender)
    .where('read_at', 'is', null)
    .execute();

export const staffName = (db: Db, id: number) =>
  db.selectFrom('staff_users').select('name').where('id', '=', id).executeTakeFirst();

export const insertAttachment = (
  db: Db,
  messageId: number,
  file: Omit<Insertable<MessageAttachmentsTable>, 'id' | 'message_id' | 'created_at'>,
) =>
  db
    .insertInto('message_attachments')
    .values({ ...file, message_id: messageId })
    .returning(['id', 'file_name', 'content_type', 'size_bytes'])
    .executeTakeFirstOrThrow();

/** An attachment's bytes, with the request whose thread holds it. */
export const attachmentContent = (db: Db, id: number) =>
  db
    .selectFrom('message_attachments as f')
    .innerJoin('messages as m', 'm.id', 'f.message_id')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .select([
      'f.file_name',
      'f.content_type',
      'f.content',
      'f.sha256',
      'a.id as application_id',
      'a.kind',
    ])
    .where('f.id', '=', id)
    .executeTakeFirst();
