/** The records source contracts: the feed's shape, the source's settings and the sync runs. */
import {
  applyRecordsSyncRun,
  decideRecordsSyncConflict,
  discardRecordsSyncRun,
  getRecordsSyncRun,
  listRecordsSyncRows,
  listRecordsSyncRuns,
  startRecordsSync,
} from './runs';
import { checkRecordsSource, getRecordsSource, updateRecordsSource } from './source';

export * from './feed';
export * from './source';
export * from './runs';

export const recordsSyncEndpoints = {
  getRecordsSource,
  updateRecordsSource,
  checkRecordsSource,
  startRecordsSync,
  listRecordsSyncRuns,
  getRecordsSyncRun,
  listRecordsSyncRows,
  applyRecordsSyncRun,
  discardRecordsSyncRun,
  decideRecordsSyncConflict,
} as const;
