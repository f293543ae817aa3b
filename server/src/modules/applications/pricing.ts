import type { TCopyFormat, TSubmitApplicationCopy } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';
import { checkReceiverRegion, receiversOf, toReceiver } from './directory-receiver';
import { FieldErrors } from './field-errors';

/** A copy as it will be stored: canonical purpose/type, its price and delivery fee in kobo. */
export interface PricedCopy {
  purpose: string;
  type: string;
  format: TCopyFormat;
  rate: number;
  delivery_fee: number;
  region_id: number | null;
  courier_id: number | null;
  /** The region's type when priced (1 domestic, 2 international); null for a soft copy. */
  delivery_type: 1 | 2 | null;
  recipient_name: string | null;
  recipient_address: string | null;
  recipient_email: string | null;
  reference_number: string | null;
  /** The directory's receiver (its email, or name and address, are the ones above). */
  recipient_id: number | null;
}

export interface PricedApplication {
  copies: PricedCopy[];
  transcript_fee: number;
  delivery_fee: number;
  total: number;
}

export const PRICING_MESSAGES = {
  noRate: 'No rate is set for this purpose and type',
  formatNotOffered: 'This format is not offered for this purpose and type',
  required: 'This field is required',
  unknownRegion: 'Please choose a valid region',
  unknownCourier: 'Please choose a valid courier',
  courierDoesNotServe: 'This courier does not deliver to this region',
  noDeliveryRate: 'No delivery rate is set for this region',
} as const;

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export const allDeliveryRates = preparedQuery(
  (db: Db) => db.selectFrom('delivery_rates').selectAll(),
  [],
);

/** Everything pricing needs, read once for all copies. */
async function loadPriceLists(db: Db, copies: TSubmitApplicationCopy[]) {
  const sdb = db;
  const purposes = [...new Set(copies.map((copy) => copy.purpose.trim().toLowerCase()))];
  const regionIds = copies.flatMap((copy) => (copy.region_id ? [copy.region_id] : []));
  const courierIds = copies.flatMap((copy) => (copy.courier_id ? [copy.courier_id] : []));
  // One after another: a transaction's queries share one connection.
  const rates = await sdb
    .selectFrom('transcript_rates')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['purpose']), 'in', purposes))
    .execute();
  const deliveryRates = await allDeliveryRates(sdb);
  const regions = regionIds.length
    ? await sdb.selectFrom('regions').selectAll().where('id', 'in', regionIds).execute()
    : [];
  const couriers = courierIds.length
    ? await sdb.selectFrom('couriers').selectAll().where('id', 'in', courierIds).execute()
    : [];
  const receivers = await receiversOf(sdb, copies);
  return { rates, deliveryRates, regions, couriers, receivers };
}

/**
 * Prices the copies of an application from the rate tables (spec §5, server side). A copy whose
 * purpose and type have no rate, or whose format has no price (NULL = not offered), is refused
 * with a field error — never priced 0. Soft copies go by email (recipient_email, no delivery fee);
 * hard copies need recipient, region and an active courier serving the region's delivery type, and
 * cost the delivery rate of that type plus the courier's fee. Throws FieldErrors listing every
 * problem as `copies.<i>.<field>`.
 */
export async function priceCopies(
  db: Db,
  copies: TSubmitApplicationCopy[],
): Promise<PricedApplication> {
  const lists = await loadPriceLists(db, copies);
  const errors = new FieldErrors();
  const priced: PricedCopy[] = copies.map((given, index) => {
    const at = (field: string) => `copies.${String(index)}.${field}`;
    const { copy, receiver } = toReceiver(given, lists.receivers, at, errors);
    const purpose = copy.purpose.trim();
    const type = copy.type.trim().toLowerCase();
    const rateRow = lists.rates.find(
      (rate) => rate.purpose.toLowerCase() === purpose.toLowerCase() && rate.type === type,
    );
    const rate = rateRow ? rateRow[copy.format] : null;
    if (!rateRow) errors.add(at('type'), PRICING_MESSAGES.noRate);
    else if (rate === null) errors.add(at('format'), PRICING_MESSAGES.formatNotOffered);

    const base = {
      purpose: rateRow?.purpose ?? purpose,
      type,
      format: copy.format,
      rate: rate ?? 0,
      reference_number: blankToNull(copy.reference_number),
      recipient_name: blankToNull(copy.recipient_name),
      recipient_id: receiver?.id ?? null,
    };
    if (copy.format === 'soft_copy') {
      const email = blankToNull(copy.recipient_email)?.toLowerCase() ?? null;
      if (!email) errors.add(at('recipient_email'), PRICING_MESSAGES.required);
      return {
        ...base,
        delivery_fee: 0,
        region_id: null,
        courier_id: null,
        delivery_type: null,
        recipient_address: null,
        recipient_email: email,
      };
    }

    const address = blankToNull(copy.recipient_address);
    if (!base.recipient_name) errors.add(at('recipient_name'), PRICING_MESSAGES.required);
    if (!address) errors.add(at('recipient_address'), PRICING_MESSAGES.required);
    const region = copy.region_id
      ? lists.regions.find((row) => row.id === copy.region_id && row.is_active)
      : undefined;
    const courier = copy.courier_id
      ? lists.couriers.find((row) => row.id === copy.courier_id && row.is_active)
      : undefined;
    if (!copy.region_id) errors.add(at('region_id'), PRICING_MESSAGES.required);
    else if (!region) errors.add(at('region_id'), PRICING_MESSAGES.unknownRegion);
    else checkReceiverRegion(receiver, region.type, at, errors);
    if (!copy.courier_id) errors.add(at('courier_id'), PRICING_MESSAGES.required);
    else if (!courier) errors.add(at('courier_id'), PRICING_MESSAGES.unknownCourier);

    let deliveryFee = 0;
    if (region && courier) {
      const deliveryType = region.type === 1 ? 'domestic' : 'international';
      const serves =
        deliveryType === 'domestic' ? courier.serves_domestic : courier.serves_international;
      const deliveryRate = lists.deliveryRates.find((row) => row.delivery_type === deliveryType);
      if (!serves) errors.add(at('courier_id'), PRICING_MESSAGES.courierDoesNotServe);
      else if (!deliveryRate) errors.add(at('region_id'), PRICING_MESSAGES.noDeliveryRate);
      else deliveryFee = deliveryRate.rate + courier.rate;
    }
    return {
      ...base,
      delivery_fee: deliveryFee,
      region_id: copy.region_id ?? null,
      courier_id: copy.courier_id ?? null,
      delivery_type: region?.type ?? null,
      recipient_address: address,
      recipient_email: blankToNull(copy.recipient_email)?.toLowerCase() ?? null,
    };
  });
  errors.throwIfAny();
  return totalsOf(priced);
}

/** transcript_fee = Σ rates, delivery_fee = Σ delivery, total = both (kobo). */
export function totalsOf(copies: PricedCopy[]): PricedApplication {
  const transcriptFee = copies.reduce((sum, copy) => sum + copy.rate, 0);
  const deliveryFee = copies.reduce((sum, copy) => sum + copy.delivery_fee, 0);
  return {
    copies,
    transcript_fee: transcriptFee,
    delivery_fee: deliveryFee,
    total: transcriptFee + deliveryFee,
  };
}
