import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZRecipientDetails, ZRecipientInput } from './recipient';

export const ZUpdateRecipientRequest = ZRecipientInput;
export type TUpdateRecipientRequest = z.infer<typeof ZUpdateRecipientRequest>;

export const ZUpdateRecipientResponse = success(ZRecipientDetails);
export type TUpdateRecipientResponse = z.infer<typeof ZUpdateRecipientResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateRecipient = defineEndpoint({
  method: 'PUT',
  path: '/recipients/:id',
  summary: 'Replace a receiver (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateRecipientRequest,
  response: ZUpdateRecipientResponse,
});
