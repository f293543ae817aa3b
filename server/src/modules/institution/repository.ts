import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, InstitutionsTable } from '../../db/schema';
import type { InstitutionAssetsTable } from '../../db/schema-security';
import { preparedQuery } from '../../lib/prepared-query';

/**
 * The portal's institution: one row today; the lowest id wins if more are ever added. Read by
 * every page load (GET /institution), so compiled once (lib/prepared-query.ts).
 */
export const current = preparedQuery(
  (db: Db) => db.selectFrom('institutions').selectAll().orderBy('id').limit(sql.lit(1)),
  [],
);

export const findCurrent = async (db: Db) => (await current(db))[0];

export const findById = (db: Db, id: number) =>
  db.selectFrom('institutions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const update = (db: Db, id: number, values: Updateable<InstitutionsTable>) =>
  db
    .updateTable('institutions')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const findAssetByName = (db: Db, name: string) =>
  db
    .selectFrom('institution_assets')
    .select(['name', 'content_type', 'content', 'sha256'])
    .where('name', '=', name)
    .executeTakeFirst();

/** Stores an image once: the same bytes for the same kind get the same name (and row). */
export const insertAsset = (db: Db, values: Insertable<InstitutionAssetsTable>) =>
  db
    .insertInto('institution_assets')
    .values(values)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
