import { z } from 'zod';
import { fieldMessages } from '../common/messages';
import { ZOptionalActive, ZRequiredText } from '../reference-data/settings-common';
import { ZRegion } from '../reference-data/reference-data';

/** A region as the admin screen sees it: the public shape plus whether it is offered. */
export const ZRegionDetails = ZRegion.extend({ is_active: z.boolean() }).meta({
  id: 'RegionDetails',
});
export type TRegionDetails = z.infer<typeof ZRegionDetails>;

/** Region type codes (spec §9): 1 domestic, 2 international. Name unique per type (any case). */
export const ZRegionInput = z.object({
  name: ZRequiredText(100),
  type: z.union([z.literal(1), z.literal(2)], {
    error: (issue) =>
      issue.input === undefined
        ? fieldMessages.required
        : 'Must be 1 (domestic) or 2 (international)',
  }),
  is_active: ZOptionalActive,
});
export type TRegionInput = z.infer<typeof ZRegionInput>;
