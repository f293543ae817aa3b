import type { Updateable } from 'kysely';
import type { Db, InstitutionsTable } from '../../db/schema';

/** The portal's institution: one row today; the lowest id wins if more are ever added. */
export const findCurrent = (db: Db) =>
  db.selectFrom('institutions').selectAll().orderBy('id').limit(1).executeTakeFirst();

export const findById = (db: Db, id: number) =>
  db.selectFrom('institutions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const update = (db: Db, id: number, values: Updateable<InstitutionsTable>) =>
  db
    .updateTable('institutions')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
