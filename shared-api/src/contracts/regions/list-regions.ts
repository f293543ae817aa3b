import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZRegionDetails } from './region';

/** Every region, active or not, by name: a plain array (settings lists are short). */
export const ZListRegionsResponse = success(z.array(ZRegionDetails));
export type TListRegionsResponse = z.infer<typeof ZListRegionsResponse>;

export const listRegions = defineEndpoint({
  method: 'GET',
  path: '/regions',
  summary: 'All regions, including inactive ones (any signed-in staff)',
  auth: true,
  response: ZListRegionsResponse,
});
