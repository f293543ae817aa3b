import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZMailMessage, ZMailParams } from './mail-message';

export const ZRetryMailResponse = success(ZMailMessage);
export type TRetryMailResponse = z.infer<typeof ZRetryMailResponse>;

/** Queues a failed email again with fresh attempts; 409 unless it failed. */
export const retryMail = defineEndpoint({
  method: 'POST',
  path: '/mail/:id/retry',
  summary: 'Queue a failed email again',
  auth: true,
  params: ZMailParams,
  response: ZRetryMailResponse,
});
