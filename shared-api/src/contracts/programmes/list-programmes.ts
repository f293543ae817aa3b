import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZProgrammeDetails } from './programme';

/** Every programme, active or not, by name: a plain array (settings lists are short). */
export const ZListProgrammesResponse = success(z.array(ZProgrammeDetails));
export type TListProgrammesResponse = z.infer<typeof ZListProgrammesResponse>;

export const listProgrammes = defineEndpoint({
  method: 'GET',
  path: '/programmes',
  summary: 'All programmes, including inactive ones (any signed-in staff)',
  auth: true,
  response: ZListProgrammesResponse,
});
