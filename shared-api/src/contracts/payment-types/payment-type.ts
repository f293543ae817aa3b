import { z } from 'zod';
import {
  MAX_KOBO,
  ZOptionalActive,
  ZOptionalText,
  ZRequiredText,
} from '../reference-data/settings-common';

/** A payment type for "other payments" (not tied to an application): a fixed amount in kobo. */
export const ZPaymentType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    amount: z.number().int().positive(),
    is_active: z.boolean(),
  })
  .meta({ id: 'PaymentType' });
export type TPaymentType = z.infer<typeof ZPaymentType>;

/** Name unique (any case); the amount is more than 0. */
export const ZPaymentTypeInput = z.object({
  name: ZRequiredText(100),
  description: ZOptionalText(500),
  amount: z
    .number()
    .int()
    .min(1, 'Must be more than 0')
    .max(MAX_KOBO, `Must be at most ${String(MAX_KOBO)} kobo`),
  is_active: ZOptionalActive,
});
export type TPaymentTypeInput = z.infer<typeof ZPaymentTypeInput>;
