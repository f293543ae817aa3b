import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPaymentType } from './payment-type';

/** Every payment type, active or not, by name: a plain array (settings lists are short). */
export const ZListPaymentTypesResponse = success(z.array(ZPaymentType));
export type TListPaymentTypesResponse = z.infer<typeof ZListPaymentTypesResponse>;

export const listPaymentTypes = defineEndpoint({
  method: 'GET',
  path: '/payment-types',
  summary: 'All payment types, including inactive ones (any signed-in staff)',
  auth: true,
  response: ZListPaymentTypesResponse,
});
