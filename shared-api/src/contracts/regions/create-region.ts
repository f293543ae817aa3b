import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZRegionDetails, ZRegionInput } from './region';

export const ZCreateRegionRequest = ZRegionInput;
export type TCreateRegionRequest = z.infer<typeof ZCreateRegionRequest>;

export const ZCreateRegionResponse = success(ZRegionDetails);
export type TCreateRegionResponse = z.infer<typeof ZCreateRegionResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createRegion = defineEndpoint({
  method: 'POST',
  path: '/regions',
  summary: 'Add a region (administrator)',
  auth: true,
  body: ZCreateRegionRequest,
  response: ZCreateRegionResponse,
});
