import { type z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';

export const ZDeleteTranscriptRateResponse = success(ZDeletedSettingsRow);
export type TDeleteTranscriptRateResponse = z.infer<typeof ZDeleteTranscriptRateResponse>;

/** Applications keep their own copy of the price, so a rate can go without touching them. */
export const deleteTranscriptRate = defineEndpoint({
  method: 'DELETE',
  path: '/transcript-rates/:id',
  summary: 'Delete a transcript rate (administrator, bursary)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteTranscriptRateResponse,
});
