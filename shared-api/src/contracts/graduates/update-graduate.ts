import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduate, ZGraduateInput, ZGraduateParams } from './graduate';

export const ZUpdateGraduateRequest = ZGraduateInput;
export type TUpdateGraduateRequest = z.infer<typeof ZUpdateGraduateRequest>;

export const ZUpdateGraduateResponse = success(ZGraduate);
export type TUpdateGraduateResponse = z.infer<typeof ZUpdateGraduateResponse>;

/** Replaces the record; 409 with `errors.matric_number` when the new matric number is taken. */
export const updateGraduate = defineEndpoint({
  method: 'PUT',
  path: '/graduates/:id',
  summary: 'Replace a graduate record',
  auth: true,
  params: ZGraduateParams,
  body: ZUpdateGraduateRequest,
  response: ZUpdateGraduateResponse,
});
