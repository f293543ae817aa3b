import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZPaymentType, ZPaymentTypeInput } from './payment-type';

export const ZUpdatePaymentTypeRequest = ZPaymentTypeInput;
export type TUpdatePaymentTypeRequest = z.infer<typeof ZUpdatePaymentTypeRequest>;

export const ZUpdatePaymentTypeResponse = success(ZPaymentType);
export type TUpdatePaymentTypeResponse = z.infer<typeof ZUpdatePaymentTypeResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updatePaymentType = defineEndpoint({
  method: 'PUT',
  path: '/payment-types/:id',
  summary: 'Replace a payment type (administrator, bursary)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdatePaymentTypeRequest,
  response: ZUpdatePaymentTypeResponse,
});
