import { z } from 'zod';

/** A delivery rate (spec §3): the fee in kobo for domestic or international delivery. */
export const ZDeliveryRate = z
  .object({
    id: z.number().int(),
    delivery_type: z.enum(['domestic', 'international']),
    rate: z.number().int().nonnegative(),
  })
  .meta({ id: 'DeliveryRate' });
export type TDeliveryRate = z.infer<typeof ZDeliveryRate>;
