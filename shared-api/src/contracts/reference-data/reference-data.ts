import { z } from 'zod';

/** Reference data the application form offers (spec §3, §7 GET /application-data). */
export const ZProgramme = z
  .object({
    id: z.number().int(),
    name: z.string(),
    faculty: z.string(),
    department: z.string(),
    degree: z.string(),
  })
  .meta({ id: 'Programme' });
export type TProgramme = z.infer<typeof ZProgramme>;

/** Region type codes (spec §9): 1 domestic, 2 international. */
export const ZRegion = z
  .object({ id: z.number().int(), name: z.string(), type: z.union([z.literal(1), z.literal(2)]) })
  .meta({ id: 'Region' });
export type TRegion = z.infer<typeof ZRegion>;

/** A courier (courier agent / vendor) and its fee in kobo. */
export const ZCourier = z
  .object({
    id: z.number().int(),
    name: z.string(),
    serves_domestic: z.boolean(),
    serves_international: z.boolean(),
    rate: z.number().int().nonnegative(),
  })
  .meta({ id: 'Courier' });
export type TCourier = z.infer<typeof ZCourier>;

export const ZApplicationType = z
  .object({ id: z.number().int(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'ApplicationType' });
export type TApplicationType = z.infer<typeof ZApplicationType>;
