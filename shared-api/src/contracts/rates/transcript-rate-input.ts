import { z } from 'zod';
import { ZKobo, ZRequiredText } from '../reference-data/settings-common';

/**
 * What an administrator sends for a transcript rate. Both prices must be present: a number in kobo,
 * or null for "this format is not offered"; at least one format must be offered. `type` is
 * lowercased by the server.
 */
export const ZTranscriptRateInput = z
  .object({
    purpose: ZRequiredText(100),
    type: ZRequiredText(50),
    soft_copy: ZKobo.nullable(),
    hard_copy: ZKobo.nullable(),
  })
  .refine((rate) => rate.soft_copy !== null || rate.hard_copy !== null, {
    message: 'Offer at least one format (soft copy or hard copy)',
    path: ['soft_copy'],
  });
export type TTranscriptRateInput = z.infer<typeof ZTranscriptRateInput>;
