import type { Db } from '../db/schema';

/** "Other payments" the demo offers (kobo). */
export const demoPaymentTypes = [
  {
    name: 'Certificate attestation',
    description: 'Attestation of a certificate',
    amount: 500000,
  },
  { name: 'Change of name', description: 'Change of name on academic records', amount: 1000000 },
  {
    name: 'Verification letter',
    description: 'Letter confirming a graduate’s result',
    amount: 750000,
  },
];

/**
 * Copy types the product prices ('official', 'student'), for each demo purpose (application type).
 * The foundation's demo rates use other types; these make the demo form priceable end to end.
 * Both formats are priced here; a null price (format not offered) is for administrators to set.
 */
const demoCopyRates = (purposes: string[]) =>
  purposes.flatMap((purpose, index) => [
    {
      purpose,
      type: 'official',
      soft_copy: 1000000 + index * 50000,
      hard_copy: 1500000 + index * 50000,
    },
    { purpose, type: 'student', soft_copy: 300000, hard_copy: 500000 },
  ]);

/** Demo data of the settings modules, inserted once inside the first-start seed transaction. */
export async function seedSettings(trx: Db): Promise<void> {
  await trx.insertInto('payment_types').values(demoPaymentTypes).execute();
  const purposes = await trx.selectFrom('application_types').select('name').orderBy('id').execute();
  const existing = await trx.selectFrom('transcript_rates').select(['purpose', 'type']).execute();
  const taken = new Set(existing.map((rate) => `${rate.purpose.toLowerCase()}|${rate.type}`));
  const rates = demoCopyRates(purposes.map((row) => row.name)).filter(
    (rate) => !taken.has(`${rate.purpose.toLowerCase()}|${rate.type}`),
  );
  if (rates.length > 0) await trx.insertInto('transcript_rates').values(rates).execute();
}
