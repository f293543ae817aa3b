import type {
  TAuthUser,
  TMissingRateCombination,
  TTranscriptRate,
  TTranscriptRateInput,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { defineSettingsResource, type SettingsService } from '../../lib/crud';
import { missingCombinations } from './missing-combinations';
import { activeApplicationTypeNames } from './repository';

/** Who may change prices: administrators and the bursary. */
export const RATE_WRITERS = ['administrator', 'bursary'] as const;

/**
 * Transcript rates: (purpose any case, type) is unique (409 on `type`). Deleting one is a hard
 * delete without a reference check: applications keep their own copy of the price.
 */
export const transcriptRates: SettingsService<TTranscriptRateInput, TTranscriptRate> =
  defineSettingsResource({
    table: 'transcript_rates',
    entity: 'transcript_rate',
    columns: ['purpose', 'type', 'soft_copy', 'hard_copy'],
    orderBy: ['purpose', 'type'],
    writers: RATE_WRITERS,
    unique: {
      key: { purpose: 'any case', type: 'exact' },
      field: 'type',
      message: 'A rate for this purpose and type already exists.',
    },
    notFound: 'Transcript rate not found.',
    // Trimmed purpose, lowercased type, prices as given (null = format not offered).
    valuesOf: (input) => ({
      purpose: input.purpose.trim(),
      type: input.type.trim().toLowerCase(),
      soft_copy: input.soft_copy,
      hard_copy: input.hard_copy,
    }),
  });

/** Any staff may read them (the list checks the role). */
export async function getMissingCombinations(
  db: Db,
  actor: TAuthUser | null,
): Promise<TMissingRateCombination[]> {
  const rates = await transcriptRates.list(db, actor);
  return missingCombinations(rates, await activeApplicationTypeNames(db));
}
