import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZRecipientDetails, ZRecipientInput } from './recipient';

export const ZCreateRecipientRequest = ZRecipientInput;
export type TCreateRecipientRequest = z.infer<typeof ZCreateRecipientRequest>;

export const ZCreateRecipientResponse = success(ZRecipientDetails);
export type TCreateRecipientResponse = z.infer<typeof ZCreateRecipientResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createRecipient = defineEndpoint({
  method: 'POST',
  path: '/recipients',
  summary: 'Add a receiver to the directory (administrator, registry officer)',
  auth: true,
  body: ZCreateRecipientRequest,
  response: ZCreateRecipientResponse,
});
