import type { Kysely } from 'kysely';
import * as authChangeNotify from './0013_auth_change_notify';

/**
 * Drops the NOTIFY triggers and their function that 0013 created: every staff request reads its
 * session from the database, so no process needs to hear of session changes. The exact reverse of
 * 0013, and down() recreates what 0013 created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await authChangeNotify.down(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await authChangeNotify.up(db);
}
