import { sql, type Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@registrar/shared-api/contracts';
import type { Database, Db } from '../../db/schema';

const TTL = sql.raw(`interval '${String(IDEMPOTENCY_KEY_TTL_HOURS)} hours'`);

/** A key's stored answer while it lasts (24 hours from the write). */
export const findLive = (db: Db, scope: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'stored'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - ${TTL}`)
    .executeTakeFirst();

/**
 * Stores a key's answer inside the write's transaction. False when the key is taken by a live
 * row: another request with this key committed first (PostgreSQL makes this insert wait for a
 * concurrent one with the same key, then see it). An expired row is taken over.
 */
export async function insertInWrite(
  trx: Transaction<Database>,
  row: { scope: string; key: string; fingerprint: string; stored: unknown },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ ...row, stored: JSON.stringify(row.stored) })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key'])
        .doUpdateSet({
          fingerprint: (eb) => eb.ref('excluded.fingerprint'),
          stored: (eb) => eb.ref('excluded.stored'),
          created_at: sql<Date>`now()`,
        })
        .where('idempotency_keys.created_at', '<=', sql<Date>`now() - ${TTL}`),
    )
    .returning('scope')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Replaces a key's record, only while it is still `previous` (what this request recorded): a
 * later request may have freed the key and recorded its own write. Answers whether it did.
 */
export async function replaceStored(
  db: Db,
  row: { scope: string; key: string; previous: unknown; stored: unknown },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ stored: JSON.stringify(row.stored) })
    .where('scope', '=', row.scope)
    .where('key', '=', row.key)
    .where('stored', '=', sql<unknown>`${JSON.stringify(row.previous)}::jsonb`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a key's record, only while it is still `previous` (see replaceStored). */
export async function deleteKey(
  db: Db,
  row: { scope: string; key: string; previous: unknown },
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', row.scope)
    .where('key', '=', row.key)
    .where('stored', '=', sql<unknown>`${JSON.stringify(row.previous)}::jsonb`)
    .execute();
}

/** Deletes the expired keys; returns how many. */
export async function deleteExpired(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', sql<Date>`now() - ${TTL}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
