import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduate, ZGraduateParams } from './graduate';

export const ZGetGraduateResponse = success(ZGraduate);
export type TGetGraduateResponse = z.infer<typeof ZGetGraduateResponse>;

export const getGraduate = defineEndpoint({
  method: 'GET',
  path: '/graduates/:id',
  summary: 'One graduate record',
  auth: true,
  params: ZGraduateParams,
  response: ZGetGraduateResponse,
});
