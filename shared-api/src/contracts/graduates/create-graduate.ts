import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduate, ZGraduateInput } from './graduate';

export const ZCreateGraduateRequest = ZGraduateInput;
export type TCreateGraduateRequest = z.infer<typeof ZCreateGraduateRequest>;

export const ZCreateGraduateResponse = success(ZGraduate);
export type TCreateGraduateResponse = z.infer<typeof ZCreateGraduateResponse>;

/** 409 with `errors.matric_number` when the matric number is taken. */
export const createGraduate = defineEndpoint({
  method: 'POST',
  path: '/graduates',
  summary: 'Add a graduate record',
  auth: true,
  body: ZCreateGraduateRequest,
  response: ZCreateGraduateResponse,
});
