import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZTranscriptRate } from './transcript-rate';
import { ZTranscriptRateInput } from './transcript-rate-input';

export const ZCreateTranscriptRateRequest = ZTranscriptRateInput;
export type TCreateTranscriptRateRequest = z.infer<typeof ZCreateTranscriptRateRequest>;

export const ZCreateTranscriptRateResponse = success(ZTranscriptRate);
export type TCreateTranscriptRateResponse = z.infer<typeof ZCreateTranscriptRateResponse>;

/** 409 with `errors.type` when the purpose and type already have a rate. */
export const createTranscriptRate = defineEndpoint({
  method: 'POST',
  path: '/transcript-rates',
  summary: 'Add a transcript rate (administrator, bursary)',
  auth: true,
  body: ZCreateTranscriptRateRequest,
  response: ZCreateTranscriptRateResponse,
});
