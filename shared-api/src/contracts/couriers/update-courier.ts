import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZCourierDetails, ZCourierInput } from './courier';

export const ZUpdateCourierRequest = ZCourierInput;
export type TUpdateCourierRequest = z.infer<typeof ZUpdateCourierRequest>;

export const ZUpdateCourierResponse = success(ZCourierDetails);
export type TUpdateCourierResponse = z.infer<typeof ZUpdateCourierResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateCourier = defineEndpoint({
  method: 'PUT',
  path: '/couriers/:id',
  summary: 'Replace a courier (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateCourierRequest,
  response: ZUpdateCourierResponse,
});
