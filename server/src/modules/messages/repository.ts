import type { Db } from '../../db/schema';

export const threadOf = (db: Db, applicationId: number) =>
  db
    .selectFrom('messages as m')
    .leftJoin('staff_users as u', 'u.id', 'm.staff_user_id')
    .select(['m.id', 'm.sender', 'm.body', 'm.read_at', 'm.created_at', 'u.name as staff_name'])
    .where('m.application_id', '=', applicationId)
    .orderBy('m.id')
    .execute();

export const insertMessage = (
  db: Db,
  values: {
    application_id: number;
    sender: 'applicant' | 'staff';
    staff_user_id: number | null;
    body: string;
  },
) => db.insertInto('messages').values(values).returningAll().executeTakeFirstOrThrow();

/** Read receipts: the messages of the other side, not yet read, are read now. */
export const markRead = (db: Db, applicationId: number, sender: 'applicant' | 'staff') =>
  db
    .updateTable('messages')
    .set({ read_at: new Date() })
    .where('application_id', '=', applicationId)
    .where('sender', '=', sender)
    .where('read_at', 'is', null)
    .execute();

export const staffName = (db: Db, id: number) =>
  db.selectFrom('staff_users').select('name').where('id', '=', id).executeTakeFirst();
