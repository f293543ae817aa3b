import { z } from 'zod';
import { ZOptionalActive, ZRequiredText } from '../reference-data/settings-common';
import { ZProgramme } from '../reference-data/reference-data';

/** A programme as the admin screen sees it. */
export const ZProgrammeDetails = ZProgramme.extend({ is_active: z.boolean() }).meta({
  id: 'ProgrammeDetails',
});
export type TProgrammeDetails = z.infer<typeof ZProgrammeDetails>;

/** Name unique (any case). */
export const ZProgrammeInput = z.object({
  name: ZRequiredText(150),
  faculty: ZRequiredText(150),
  department: ZRequiredText(150),
  degree: ZRequiredText(50),
  is_active: ZOptionalActive,
});
export type TProgrammeInput = z.infer<typeof ZProgrammeInput>;
