import type { Db } from '../../db/schema';

/** Names of the active application types: the purposes the institution says it serves. */
export const activeApplicationTypeNames = async (db: Db) =>
  (
    await db
      .selectFrom('application_types')
      .select('name')
      .where('is_active', '=', true)
      .orderBy('name')
      .execute()
  ).map((row) => row.name);
