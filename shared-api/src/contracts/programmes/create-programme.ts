import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZProgrammeDetails, ZProgrammeInput } from './programme';

export const ZCreateProgrammeRequest = ZProgrammeInput;
export type TCreateProgrammeRequest = z.infer<typeof ZCreateProgrammeRequest>;

export const ZCreateProgrammeResponse = success(ZProgrammeDetails);
export type TCreateProgrammeResponse = z.infer<typeof ZCreateProgrammeResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createProgramme = defineEndpoint({
  method: 'POST',
  path: '/programmes',
  summary: 'Add a programme (administrator)',
  auth: true,
  body: ZCreateProgrammeRequest,
  response: ZCreateProgrammeResponse,
});
