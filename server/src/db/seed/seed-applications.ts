import type { Db } from '../schema';

/** Demo data of the applications modules, inserted once inside the first-start seed transaction. */
export async function seedApplications(_trx: Db): Promise<void> {}
