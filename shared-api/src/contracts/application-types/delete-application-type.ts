import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteApplicationTypeResponse = success(ZDeletedSettingsRow);
export type TDeleteApplicationTypeResponse = z.infer<typeof ZDeleteApplicationTypeResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deleteApplicationType = defineEndpoint({
  method: 'DELETE',
  path: '/application-types/:id',
  summary: 'Delete a application type that nothing refers to (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteApplicationTypeResponse,
});
