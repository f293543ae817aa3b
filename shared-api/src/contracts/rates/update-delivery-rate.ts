import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZDeliveryRate } from './delivery-rate';
import { ZDeliveryRateInput } from './delivery-rate-input';

export const ZUpdateDeliveryRateRequest = ZDeliveryRateInput;
export type TUpdateDeliveryRateRequest = z.infer<typeof ZUpdateDeliveryRateRequest>;

export const ZUpdateDeliveryRateResponse = success(ZDeliveryRate);
export type TUpdateDeliveryRateResponse = z.infer<typeof ZUpdateDeliveryRateResponse>;

export const updateDeliveryRate = defineEndpoint({
  method: 'PUT',
  path: '/delivery-rates/:id',
  summary: 'Replace a delivery rate (administrator, bursary)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateDeliveryRateRequest,
  response: ZUpdateDeliveryRateResponse,
});
