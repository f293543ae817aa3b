import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZRecipientDetails } from './recipient';

/** Every receiver, offered or not, by name: a plain array (a directory of hundreds at most). */
export const ZListRecipientsResponse = success(z.array(ZRecipientDetails));
export type TListRecipientsResponse = z.infer<typeof ZListRecipientsResponse>;

export const listRecipients = defineEndpoint({
  method: 'GET',
  path: '/recipients',
  summary: 'The recipient directory, inactive receivers included (any signed-in staff)',
  auth: true,
  response: ZListRecipientsResponse,
});
