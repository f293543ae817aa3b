import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPaymentType, ZPaymentTypeInput } from './payment-type';

export const ZCreatePaymentTypeRequest = ZPaymentTypeInput;
export type TCreatePaymentTypeRequest = z.infer<typeof ZCreatePaymentTypeRequest>;

export const ZCreatePaymentTypeResponse = success(ZPaymentType);
export type TCreatePaymentTypeResponse = z.infer<typeof ZCreatePaymentTypeResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createPaymentType = defineEndpoint({
  method: 'POST',
  path: '/payment-types',
  summary: 'Add a payment type (administrator, bursary)',
  auth: true,
  body: ZCreatePaymentTypeRequest,
  response: ZCreatePaymentTypeResponse,
});
