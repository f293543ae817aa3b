import type { Db } from '../schema';

/** Demo data of the settings modules, inserted once inside the first-start seed transaction. */
export async function seedSettings(_trx: Db): Promise<void> {}
