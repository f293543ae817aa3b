import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCourierDetails } from './courier';

/** Every courier, active or not, by name: a plain array (settings lists are short). */
export const ZListCouriersResponse = success(z.array(ZCourierDetails));
export type TListCouriersResponse = z.infer<typeof ZListCouriersResponse>;

export const listCouriers = defineEndpoint({
  method: 'GET',
  path: '/couriers',
  summary: 'All couriers, including inactive ones (any signed-in staff)',
  auth: true,
  response: ZListCouriersResponse,
});
