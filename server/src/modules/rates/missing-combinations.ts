import {
  transcriptFormats,
  transcriptTypes,
  type TMissingRateCombination,
  type TTranscriptRate,
} from '@registrar/shared-api/contracts';

/**
 * What an applicant could ask for but not be charged for (README: "Missing combinations"):
 * purposes = the purposes of existing rates ∪ the names of active application types (compared
 * case-insensitively, the rate's spelling wins); types = `transcriptTypes` ('official', 'student').
 * Every purpose × type without a rate is listed with `rate_id` null and both formats missing; every
 * existing rate (of any type) with a format not offered is listed with the formats it lacks.
 */
export function missingCombinations(
  rates: TTranscriptRate[],
  applicationTypeNames: string[],
): TMissingRateCombination[] {
  const purposes = new Map<string, string>();
  for (const purpose of [...rates.map((rate) => rate.purpose), ...applicationTypeNames]) {
    if (!purposes.has(purpose.toLowerCase())) purposes.set(purpose.toLowerCase(), purpose);
  }
  const rateOf = new Map(rates.map((rate) => [`${rate.purpose.toLowerCase()}|${rate.type}`, rate]));
  const missing: TMissingRateCombination[] = [];

  for (const [key, purpose] of purposes) {
    for (const type of transcriptTypes) {
      if (!rateOf.has(`${key}|${type}`)) {
        missing.push({ purpose, type, rate_id: null, missing_formats: [...transcriptFormats] });
      }
    }
  }
  for (const rate of rates) {
    const lacking = transcriptFormats.filter((format) => rate[format] === null);
    if (lacking.length > 0) {
      missing.push({
        purpose: rate.purpose,
        type: rate.type,
        rate_id: rate.id,
        missing_formats: lacking,
      });
    }
  }
  return missing.sort((a, b) => a.purpose.localeCompare(b.purpose) || a.type.localeCompare(b.type));
}
