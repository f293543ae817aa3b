import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZCourierDetails, ZCourierInput } from './courier';

export const ZCreateCourierRequest = ZCourierInput;
export type TCreateCourierRequest = z.infer<typeof ZCreateCourierRequest>;

export const ZCreateCourierResponse = success(ZCourierDetails);
export type TCreateCourierResponse = z.infer<typeof ZCreateCourierResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createCourier = defineEndpoint({
  method: 'POST',
  path: '/couriers',
  summary: 'Add a courier (administrator)',
  auth: true,
  body: ZCreateCourierRequest,
  response: ZCreateCourierResponse,
});
