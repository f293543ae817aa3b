import { z } from 'zod';
import { ZKobo, ZOptionalActive, ZRequiredText } from '../reference-data/settings-common';
import { ZCourier } from '../reference-data/reference-data';

/** A courier (courier agent / vendor) as the admin screen sees it. */
export const ZCourierDetails = ZCourier.extend({ is_active: z.boolean() }).meta({
  id: 'CourierDetails',
});
export type TCourierDetails = z.infer<typeof ZCourierDetails>;

/** Name unique (any case); it must serve domestic or international delivery, or both. */
export const ZCourierInput = z
  .object({
    name: ZRequiredText(100),
    serves_domestic: z.boolean(),
    serves_international: z.boolean(),
    rate: ZKobo,
    is_active: ZOptionalActive,
  })
  .refine((courier) => courier.serves_domestic || courier.serves_international, {
    message: 'A courier must serve domestic or international delivery',
    path: ['serves_domestic'],
  });
export type TCourierInput = z.infer<typeof ZCourierInput>;
