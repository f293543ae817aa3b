import type { Db } from '../schema';

/** Demo data of the records modules, inserted once inside the first-start seed transaction. */
export async function seedRecords(_trx: Db): Promise<void> {}
