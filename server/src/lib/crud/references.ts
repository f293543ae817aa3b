import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/**
 * Whether any row of any table points at `table`.id = `id` through a foreign key, found from the
 * catalogue, so a new referencing table is covered without touching this code and whatever its
 * ON DELETE rule (a SET NULL reference would otherwise lose the link silently). Call it with the
 * row locked FOR UPDATE: a concurrent insert of a reference waits for the lock (FOR KEY SHARE).
 */
export async function isReferenced(db: Db, table: string, id: number): Promise<boolean> {
  const references = await sql<{ table_name: string; column_name: string }>`
    SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = ${table}::regclass AND cardinality(c.conkey) = 1
  `.execute(db);
  for (const { table_name, column_name } of references.rows) {
    const hit = await sql`SELECT 1 FROM ${sql.table(table_name)}
      WHERE ${sql.ref(column_name)} = ${id} LIMIT 1`.execute(db);
    if (hit.rows.length > 0) return true;
  }
  return false;
}
