import { z } from 'zod';
import { ZOptionalActive, ZOptionalText, ZRequiredText } from '../reference-data/settings-common';
import { ZApplicationType } from '../reference-data/reference-data';

/** An application type as the admin screen sees it. */
export const ZApplicationTypeDetails = ZApplicationType.extend({ is_active: z.boolean() }).meta({
  id: 'ApplicationTypeDetails',
});
export type TApplicationTypeDetails = z.infer<typeof ZApplicationTypeDetails>;

/** Name unique (any case); an empty description is stored as null. */
export const ZApplicationTypeInput = z.object({
  name: ZRequiredText(100),
  description: ZOptionalText(500),
  is_active: ZOptionalActive,
});
export type TApplicationTypeInput = z.infer<typeof ZApplicationTypeInput>;
