import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZRegionDetails, ZRegionInput } from './region';

export const ZUpdateRegionRequest = ZRegionInput;
export type TUpdateRegionRequest = z.infer<typeof ZUpdateRegionRequest>;

export const ZUpdateRegionResponse = success(ZRegionDetails);
export type TUpdateRegionResponse = z.infer<typeof ZUpdateRegionResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateRegion = defineEndpoint({
  method: 'PUT',
  path: '/regions/:id',
  summary: 'Replace a region (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateRegionRequest,
  response: ZUpdateRegionResponse,
});
