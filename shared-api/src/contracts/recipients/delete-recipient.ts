import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteRecipientResponse = success(ZDeletedSettingsRow);
export type TDeleteRecipientResponse = z.infer<typeof ZDeleteRecipientResponse>;

/** 409 when something still refers to it: deactivate it instead (PUT with is_active false). */
export const deleteRecipient = defineEndpoint({
  method: 'DELETE',
  path: '/recipients/:id',
  summary: 'Delete a receiver nothing refers to (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteRecipientResponse,
});
