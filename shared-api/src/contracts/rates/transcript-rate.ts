import { z } from 'zod';

/**
 * A transcript rate (spec §3): the price of one copy for a purpose and a type, one integer price
 * in kobo per format, named by the format lowercased with spaces as underscores.
 */
export const ZTranscriptRate = z
  .object({
    id: z.number().int(),
    purpose: z.string(),
    type: z.string(),
    soft_copy: z.number().int().nonnegative(),
    hard_copy: z.number().int().nonnegative(),
  })
  .meta({ id: 'TranscriptRate' });
export type TTranscriptRate = z.infer<typeof ZTranscriptRate>;

/** The formats a copy can be issued in: the price fields of a transcript rate. */
export const transcriptFormats = ['soft_copy', 'hard_copy'] as const;
export type TTranscriptFormat = (typeof transcriptFormats)[number];
