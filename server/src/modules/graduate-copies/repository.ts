import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { GraduateCopiesTable } from '../../db/schema-records';

/** Metadata only: the bytes are read by `findContent` alone. */
const withUploader = (db: Db) =>
  db
    .selectFrom('graduate_copies as c')
    .leftJoin('staff_users as u', 'u.id', 'c.uploaded_by')
    .select([
      'c.id',
      'c.graduate_id',
      'c.title',
      'c.file_name',
      'c.content_type',
      'c.size_bytes',
      'c.sha256',
      'c.created_at',
      'u.name as uploaded_by',
    ]);

export const listForGraduate = (db: Db, graduateId: number) =>
  withUploader(db)
    .where('c.graduate_id', '=', graduateId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();

export const findById = (db: Db, id: number) =>
  withUploader(db).where('c.id', '=', id).executeTakeFirst();

export type CopyRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export const findContent = (db: Db, id: number) =>
  db
    .selectFrom('graduate_copies')
    .select(['file_name', 'content_type', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();

export const insert = (db: Db, values: Insertable<GraduateCopiesTable>) =>
  db.insertInto('graduate_copies').values(values).returning('id').executeTakeFirstOrThrow();

export const lockById = (db: Db, id: number) =>
  db
    .selectFrom('graduate_copies')
    .select(['id', 'graduate_id', 'title', 'file_name', 'size_bytes', 'sha256'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const remove = (db: Db, id: number) =>
  db.deleteFrom('graduate_copies').where('id', '=', id).execute();
