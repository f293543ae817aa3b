import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationDetail } from './application';

export const ZApplicationIdParams = z.object({ id: ZPathId });
export type TApplicationIdParams = z.infer<typeof ZApplicationIdParams>;

export const ZGetApplicationResponse = success(ZApplicationDetail);
export type TGetApplicationResponse = z.infer<typeof ZGetApplicationResponse>;

export const getApplication = defineEndpoint({
  method: 'GET',
  path: '/applications/:id',
  summary: 'One application with its copies, staff timeline and message counts',
  auth: true,
  params: ZApplicationIdParams,
  response: ZGetApplicationResponse,
});
