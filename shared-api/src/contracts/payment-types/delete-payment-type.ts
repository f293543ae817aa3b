import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeletePaymentTypeResponse = success(ZDeletedSettingsRow);
export type TDeletePaymentTypeResponse = z.infer<typeof ZDeletePaymentTypeResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deletePaymentType = defineEndpoint({
  method: 'DELETE',
  path: '/payment-types/:id',
  summary: 'Delete a payment type that nothing refers to (administrator, bursary)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeletePaymentTypeResponse,
});
