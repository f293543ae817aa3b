import type { TDeliveryRate, TDeliveryRateInput } from '@registrar/shared-api/contracts';
import { defineSettingsResource, type SettingsService } from '../../lib/crud';
import { RATE_WRITERS } from './service';

/**
 * Delivery rates: one per `delivery_type` (409 on `delivery_type`). There is no DELETE route:
 * the price rules need both rates, so `remove` is never exposed.
 */
export const deliveryRates: SettingsService<TDeliveryRateInput, TDeliveryRate> =
  defineSettingsResource({
    table: 'delivery_rates',
    entity: 'delivery_rate',
    columns: ['delivery_type', 'rate'],
    orderBy: ['id'],
    writers: RATE_WRITERS,
    unique: {
      key: { delivery_type: 'exact' },
      field: 'delivery_type',
      message: 'A rate for this delivery type already exists.',
    },
    notFound: 'Delivery rate not found.',
    valuesOf: (input) => ({ delivery_type: input.delivery_type, rate: input.rate }),
  });
