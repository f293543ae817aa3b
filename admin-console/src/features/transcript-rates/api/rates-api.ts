import {
  apiRequest,
  createTranscriptRate,
  deleteTranscriptRate,
  getMissingRateCombinations,
  listTranscriptRates,
  updateTranscriptRate,
  type RequestFailure,
  type TTranscriptRateInput,
} from '@registrar/shared-api';
import type { RateErrors } from '../components/rate-form';

/** The server's field errors (422, or 409 on a duplicate type) as the form's first messages. */
export const fieldErrorsOf = (failure: RequestFailure): RateErrors => {
  const errors = failure.errors ?? {};
  return {
    purpose: errors.purpose?.[0],
    type: errors.type?.[0],
    soft_copy: errors.soft_copy?.[0],
    hard_copy: errors.hard_copy?.[0],
  };
};

export const ratesApi = {
  list: (signal?: AbortSignal) => apiRequest(listTranscriptRates, { signal }),
  missing: (signal?: AbortSignal) =>
    apiRequest(getMissingRateCombinations, { signal, isSilent: true }),
  create: (body: TTranscriptRateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(createTranscriptRate, { body, onFailure }),
  update: (id: number, body: TTranscriptRateInput, onFailure: (failure: RequestFailure) => void) =>
    apiRequest(updateTranscriptRate, { params: { id }, body, onFailure }),
  remove: (id: number) => apiRequest(deleteTranscriptRate, { params: { id } }),
};
