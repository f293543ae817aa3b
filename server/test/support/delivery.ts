import type { Db } from '../../src/db/schema';

/** The first active domestic region and a courier serving it: a hard copy's delivery. */
export async function domesticDelivery(db: Db): Promise<{ region_id: number; courier_id: number }> {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('type', '=', 1)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const courier = await db
    .selectFrom('couriers')
    .select('id')
    .where('serves_domestic', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { region_id: region.id, courier_id: courier.id };
}
