import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteRegionResponse = success(ZDeletedSettingsRow);
export type TDeleteRegionResponse = z.infer<typeof ZDeleteRegionResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deleteRegion = defineEndpoint({
  method: 'DELETE',
  path: '/regions/:id',
  summary: 'Delete a region that nothing refers to (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteRegionResponse,
});
