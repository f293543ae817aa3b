import type { Database, Db } from '../../src/db/schema';

/** How many rows a table holds (what a refused request must leave unchanged). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
