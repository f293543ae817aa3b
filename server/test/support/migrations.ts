import type { Kysely } from 'kysely';
import * as oneRequestModel from '../../migrations/0018_one_request_model';
import * as requestLists from '../../migrations/0019_request_lists';
import type { Db } from '../../src/db/schema';

interface Migration {
  up(db: Kysely<unknown>): Promise<void>;
  down(db: Kysely<unknown>): Promise<void>;
}

/**
 * Takes `migration` down and up again on the current schema. A migration older than the one
 * request model expects the tables from before it, so that model (with the request lists built on
 * it) is undone first and redone last.
 */
export async function redoUnderOneRequestModel(db: Db, migration: Migration): Promise<void> {
  const untyped = db as unknown as Kysely<unknown>;
  await requestLists.down(untyped);
  await oneRequestModel.down(untyped);
  await migration.down(untyped);
  await migration.up(untyped);
  await oneRequestModel.up(untyped);
  await requestLists.up(untyped);
}
