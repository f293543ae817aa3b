import type { TCopyFormat, TCourier, TRegion } from '@registrar/shared-api';
import type { ApplyData } from './apply-data';

/** Couriers that serve a region's delivery type (1 domestic, 2 international): the choices. */
export const couriersFor = (couriers: TCourier[], region: TRegion | undefined): TCourier[] =>
  region
    ? couriers.filter((courier) =>
        region.type === 1 ? courier.serves_domestic : courier.serves_international,
      )
    : [];

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
