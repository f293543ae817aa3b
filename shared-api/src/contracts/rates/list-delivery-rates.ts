import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeliveryRate } from './delivery-rate';

export const ZListDeliveryRatesResponse = success(z.array(ZDeliveryRate));
export type TListDeliveryRatesResponse = z.infer<typeof ZListDeliveryRatesResponse>;

export const listDeliveryRates = defineEndpoint({
  method: 'GET',
  path: '/delivery-rates',
  summary: 'Delivery rates (domestic, international) for the admin screen (any staff)',
  auth: true,
  response: ZListDeliveryRatesResponse,
});
