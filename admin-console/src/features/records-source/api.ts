import {
  apiRequest,
  applyRecordsSyncRun,
  checkRecordsSource,
  decideRecordsSyncConflict,
  discardRecordsSyncRun,
  getRecordsSource,
  getRecordsSyncRun,
  listRecordsSyncRows,
  listRecordsSyncRuns,
  startRecordsSync,
  updateRecordsSource,
  type TRecordsSourceSettings,
  type TSyncMode,
  type TSyncRowKind,
} from '@registrar/shared-api';
import type { OnFailure } from '../../components/form-errors';
import { pageQuery } from '../../components/page-size';

/** The records source and its sync runs (administrators only). */
export const recordsSourceApi = {
  get: (signal?: AbortSignal) => apiRequest(getRecordsSource, { signal }),
  update: (body: TRecordsSourceSettings, onFailure: OnFailure) =>
    apiRequest(updateRecordsSource, { body, onFailure }),
  check: () => apiRequest(checkRecordsSource),
  start: (mode: TSyncMode) => apiRequest(startRecordsSync, { body: { mode } }),
  runs: (page: number, signal?: AbortSignal) =>
    apiRequest(listRecordsSyncRuns, { query: pageQuery({ page }), signal }),
  /** `isSilent` for the background polls: a hiccup there keeps what is shown. */
  run: (id: number, options: { signal?: AbortSignal; isSilent?: boolean } = {}) =>
    apiRequest(getRecordsSyncRun, { params: { id }, ...options }),
  rows: (id: number, kind: TSyncRowKind | undefined, page: number, signal?: AbortSignal) =>
    apiRequest(listRecordsSyncRows, {
      params: { id },
      query: pageQuery({ page, ...(kind ? { kind } : {}) }),
      signal,
    }),
  apply: (id: number, onFailure: OnFailure) =>
    apiRequest(applyRecordsSyncRun, { params: { id }, onFailure }),
  discard: (id: number, onFailure: OnFailure) =>
    apiRequest(discardRecordsSyncRun, { params: { id }, onFailure }),
  decide: (id: number, seq: number, keep: 'source' | 'local') =>
    apiRequest(decideRecordsSyncConflict, { params: { id, seq }, body: { keep } }),
};
