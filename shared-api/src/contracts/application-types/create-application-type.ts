import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationTypeDetails, ZApplicationTypeInput } from './application-type';

export const ZCreateApplicationTypeRequest = ZApplicationTypeInput;
export type TCreateApplicationTypeRequest = z.infer<typeof ZCreateApplicationTypeRequest>;

export const ZCreateApplicationTypeResponse = success(ZApplicationTypeDetails);
export type TCreateApplicationTypeResponse = z.infer<typeof ZCreateApplicationTypeResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createApplicationType = defineEndpoint({
  method: 'POST',
  path: '/application-types',
  summary: 'Add a application type (administrator)',
  auth: true,
  body: ZCreateApplicationTypeRequest,
  response: ZCreateApplicationTypeResponse,
});
