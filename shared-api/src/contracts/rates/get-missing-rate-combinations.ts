import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { transcriptFormats } from './transcript-rate';

/**
 * A purpose and type an applicant cannot fully be charged for: either no rate at all
 * (`rate_id` null, both formats missing) or a rate with a format not offered.
 */
export const ZMissingRateCombination = z
  .object({
    purpose: z.string(),
    type: z.string(),
    rate_id: z.number().int().nullable(),
    missing_formats: z.array(z.enum(transcriptFormats)),
  })
  .meta({ id: 'MissingRateCombination' });
export type TMissingRateCombination = z.infer<typeof ZMissingRateCombination>;

export const ZGetMissingRateCombinationsResponse = success(z.array(ZMissingRateCombination));
export type TGetMissingRateCombinationsResponse = z.infer<
  typeof ZGetMissingRateCombinationsResponse
>;

export const getMissingRateCombinations = defineEndpoint({
  method: 'GET',
  path: '/transcript-rates/missing-combinations',
  summary: 'Purpose and type pairs without a rate, and rates missing a format (any staff)',
  auth: true,
  response: ZGetMissingRateCombinationsResponse,
});
