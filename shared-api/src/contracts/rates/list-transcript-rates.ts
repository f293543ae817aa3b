import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZTranscriptRate } from './transcript-rate';

/** Every transcript rate, by purpose then type: a plain array (a few dozen rows at most). */
export const ZListTranscriptRatesResponse = success(z.array(ZTranscriptRate));
export type TListTranscriptRatesResponse = z.infer<typeof ZListTranscriptRatesResponse>;

export const listTranscriptRates = defineEndpoint({
  method: 'GET',
  path: '/transcript-rates',
  summary: 'Transcript rates for the admin screen (any signed-in staff)',
  auth: true,
  response: ZListTranscriptRatesResponse,
});
