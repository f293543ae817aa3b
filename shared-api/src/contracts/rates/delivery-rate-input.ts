import { z } from 'zod';
import { fieldMessages } from '../common/messages';
import { ZKobo } from '../reference-data/settings-common';

/** A delivery rate as sent by an administrator: one per delivery type (409 on a second). */
export const ZDeliveryRateInput = z.object({
  delivery_type: z.enum(['domestic', 'international'], {
    error: (issue) =>
      issue.input === undefined ? fieldMessages.required : 'Must be domestic or international',
  }),
  rate: ZKobo,
});
export type TDeliveryRateInput = z.infer<typeof ZDeliveryRateInput>;
