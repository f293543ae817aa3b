import type {
  TCopyFormat,
  TCourier,
  TDeliveryRate,
  TRegion,
  TTranscriptRate,
} from '@registrar/shared-api';

/**
 * PREVIEW ONLY. The server prices every copy on submit (the amounts on the confirmation and track
 * pages are the real ones). Until the API offers a quote endpoint, this mirrors the issue 3 pricing
 * rules from GET /application-data so the applicant sees the fees while building the application:
 * - rate: the (purpose, type) row's price for the format; null = not offered / no rate (the
 *   server refuses such a copy, so the form does too);
 * - delivery: soft copy 0; hard copy = delivery rate of the region's type (1 domestic,
 *   2 international) + the courier's fee; null when the region/courier is unknown.
 * Money is kobo.
 */
export interface PricingData {
  transcript_rates: TTranscriptRate[];
  delivery_rates: TDeliveryRate[];
  regions: TRegion[];
  couriers: TCourier[];
}

export const findRate = (
  rates: TTranscriptRate[],
  purpose: string,
  type: string,
): TTranscriptRate | undefined =>
  rates.find(
    (rate) =>
      rate.purpose.toLowerCase() === purpose.toLowerCase() &&
      rate.type.toLowerCase() === type.toLowerCase(),
  );

export const previewRate = (
  rates: TTranscriptRate[],
  purpose: string,
  type: string,
  format: TCopyFormat,
): number | null => findRate(rates, purpose, type)?.[format] ?? null;

export const deliveryTypeOf = (region: TRegion): 'domestic' | 'international' =>
  region.type === 1 ? 'domestic' : 'international';

/** Couriers that serve a region's delivery type. */
export const couriersFor = (couriers: TCourier[], region: TRegion | undefined): TCourier[] =>
  region
    ? couriers.filter((courier) =>
        region.type === 1 ? courier.serves_domestic : courier.serves_international,
      )
    : [];

export const previewDelivery = (
  data: Pick<PricingData, 'delivery_rates' | 'regions' | 'couriers'>,
  copy: { format: TCopyFormat; region_id: number | null; courier_id: number | null },
): number | null => {
  if (copy.format === 'soft_copy') return 0;
  const region = data.regions.find((item) => item.id === copy.region_id);
  const courier = couriersFor(data.couriers, region).find((item) => item.id === copy.courier_id);
  if (!region || !courier) return null;
  const base = data.delivery_rates.find((rate) => rate.delivery_type === deliveryTypeOf(region));
  return base ? base.rate + courier.rate : null;
};

/** Spec §9 totals over the copies' preview prices (unpriced copies count as 0 here). */
export const previewTotals = (copies: { rate: number | null; delivery: number | null }[]) => {
  const transcript_fee = copies.reduce((sum, copy) => sum + (copy.rate ?? 0), 0);
  const delivery_fee = copies.reduce((sum, copy) => sum + (copy.delivery ?? 0), 0);
  return { transcript_fee, delivery_fee, total: transcript_fee + delivery_fee };
};
