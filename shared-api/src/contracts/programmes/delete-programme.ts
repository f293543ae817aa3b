import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteProgrammeResponse = success(ZDeletedSettingsRow);
export type TDeleteProgrammeResponse = z.infer<typeof ZDeleteProgrammeResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deleteProgramme = defineEndpoint({
  method: 'DELETE',
  path: '/programmes/:id',
  summary: 'Delete a programme that nothing refers to (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteProgrammeResponse,
});
