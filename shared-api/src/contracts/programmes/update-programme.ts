import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZProgrammeDetails, ZProgrammeInput } from './programme';

export const ZUpdateProgrammeRequest = ZProgrammeInput;
export type TUpdateProgrammeRequest = z.infer<typeof ZUpdateProgrammeRequest>;

export const ZUpdateProgrammeResponse = success(ZProgrammeDetails);
export type TUpdateProgrammeResponse = z.infer<typeof ZUpdateProgrammeResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateProgramme = defineEndpoint({
  method: 'PUT',
  path: '/programmes/:id',
  summary: 'Replace a programme (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateProgrammeRequest,
  response: ZUpdateProgrammeResponse,
});
