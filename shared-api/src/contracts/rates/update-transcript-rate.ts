import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZSettingsIdParams } from '../reference-data/settings-common';
import { ZTranscriptRate } from './transcript-rate';
import { ZTranscriptRateInput } from './transcript-rate-input';

export const ZUpdateTranscriptRateRequest = ZTranscriptRateInput;
export type TUpdateTranscriptRateRequest = z.infer<typeof ZUpdateTranscriptRateRequest>;

export const ZUpdateTranscriptRateResponse = success(ZTranscriptRate);
export type TUpdateTranscriptRateResponse = z.infer<typeof ZUpdateTranscriptRateResponse>;

export const updateTranscriptRate = defineEndpoint({
  method: 'PUT',
  path: '/transcript-rates/:id',
  summary: 'Replace a transcript rate (administrator, bursary)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZUpdateTranscriptRateRequest,
  response: ZUpdateTranscriptRateResponse,
});
