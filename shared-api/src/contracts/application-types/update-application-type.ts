import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZApplicationTypeDetails, ZApplicationTypeInput } from './application-type';

export const ZUpdateApplicationTypeRequest = ZApplicationTypeInput;
export type TUpdateApplicationTypeRequest = z.infer<typeof ZUpdateApplicationTypeRequest>;

export const ZUpdateApplicationTypeResponse = success(ZApplicationTypeDetails);
export type TUpdateApplicationTypeResponse = z.infer<typeof ZUpdateApplicationTypeResponse>;

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateApplicationType = defineEndpoint({
  method: 'PUT',
  path: '/application-types/:id',
  summary: 'Replace a application type (administrator)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateApplicationTypeRequest,
  response: ZUpdateApplicationTypeResponse,
});
