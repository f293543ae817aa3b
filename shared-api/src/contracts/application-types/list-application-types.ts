import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZApplicationTypeDetails } from './application-type';

/** Every application type, active or not, by name: a plain array (settings lists are short). */
export const ZListApplicationTypesResponse = success(z.array(ZApplicationTypeDetails));
export type TListApplicationTypesResponse = z.infer<typeof ZListApplicationTypesResponse>;

export const listApplicationTypes = defineEndpoint({
  method: 'GET',
  path: '/application-types',
  summary: 'All application types, including inactive ones (any signed-in staff)',
  auth: true,
  response: ZListApplicationTypesResponse,
});
