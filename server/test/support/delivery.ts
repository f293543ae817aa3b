import type { Db } from '../../src/db/schema';

type Delivery = { region_id: number; courier_id: number };

/** The first active region of `type` (1 domestic, 2 international) and a courier serving it. */
async function deliveryOfType(db: Db, type: 1 | 2): Promise<Delivery> {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const courier = await db
    .selectFrom('couriers')
    .select('id')
    .where(type === 1 ? 'serves_domestic' : 'serves_international', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { region_id: region.id, courier_id: courier.id };
}

/** A hard copy's delivery at home: the first active domestic region and a courier serving it. */
export const domesticDelivery = (db: Db) => deliveryOfType(db, 1);

/** A hard copy's delivery abroad: the first active international region and a courier serving it. */
export const internationalDelivery = (db: Db) => deliveryOfType(db, 2);
