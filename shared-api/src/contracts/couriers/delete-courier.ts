import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteCourierResponse = success(ZDeletedSettingsRow);
export type TDeleteCourierResponse = z.infer<typeof ZDeleteCourierResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deleteCourier = defineEndpoint({
  method: 'DELETE',
  path: '/couriers/:id',
  summary: 'Delete a courier that nothing refers to (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteCourierResponse,
});
