import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeliveryRate } from './delivery-rate';
import { ZDeliveryRateInput } from './delivery-rate-input';

export const ZCreateDeliveryRateRequest = ZDeliveryRateInput;
export type TCreateDeliveryRateRequest = z.infer<typeof ZCreateDeliveryRateRequest>;

export const ZCreateDeliveryRateResponse = success(ZDeliveryRate);
export type TCreateDeliveryRateResponse = z.infer<typeof ZCreateDeliveryRateResponse>;

/** 409 with `errors.delivery_type` when that delivery type already has a rate. */
export const createDeliveryRate = defineEndpoint({
  method: 'POST',
  path: '/delivery-rates',
  summary: 'Add a delivery rate (administrator, bursary)',
  auth: true,
  body: ZCreateDeliveryRateRequest,
  response: ZCreateDeliveryRateResponse,
});
