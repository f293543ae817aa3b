import type { TCopyFormat } from '@registrar/shared-api';
import type { ApplyData } from './apply-data';

/** The rate table's listed price of a format, for the format hints (null: not listed). */
export const listedRate = (
  rates: ApplyData['transcript_rates'],
  purpose: string,
  type: string,
  format: TCopyFormat,
): number | null =>
  rates.find(
    (rate) =>
      rate.purpose.toLowerCase() === purpose.toLowerCase() &&
      rate.type.toLowerCase() === type.toLowerCase(),
  )?.[format] ?? null;
