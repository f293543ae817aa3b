import { z } from 'zod';

/**
 * A transcript rate (spec §3): the price of one copy for a purpose and a type, one integer price
 * in kobo per format, named by the format lowercased with spaces as underscores. A null price
 * means the format is not offered for that purpose and type (a copy in it is refused, never 0).
 */
export const ZTranscriptRate = z
  .object({
    id: z.number().int(),
    purpose: z.string(),
    type: z.string(),
    soft_copy: z.number().int().nonnegative().nullable(),
    hard_copy: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'TranscriptRate' });
export type TTranscriptRate = z.infer<typeof ZTranscriptRate>;

/** The formats a copy can be issued in: the price fields of a transcript rate. */
export const transcriptFormats = ['soft_copy', 'hard_copy'] as const;
export type TTranscriptFormat = (typeof transcriptFormats)[number];

/** Labels of the formats (brief: 'Soft copy' / 'Hard copy'). */
export const transcriptFormatLabels: Record<TTranscriptFormat, string> = {
  soft_copy: 'Soft copy',
  hard_copy: 'Hard copy',
};

/** The copy types the institution issues; missing-combinations checks each purpose against them. */
export const transcriptTypes = ['official', 'student'] as const;

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A copy type as people read it: "Official copy"; a type added to the rates later, capitalised. */
export const copyTypeLabel = (type: string) => `${capitalised(type)} copy`;

/** What a copy is, in words: "Official hard copy", "Student soft copy". */
export const copyDescription = (type: string, format: TTranscriptFormat) =>
  `${capitalised(type)} ${transcriptFormatLabels[format].toLowerCase()}`;
