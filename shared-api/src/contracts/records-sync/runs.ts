import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZPathId } from '../common/ids';
import { ZPageQuery, ZPaginated, blankAsAbsent } from '../common/paging';

/**
 * A sync run: it reads the whole source (or what changed since the last applied run), stores the
 * difference with the graduate records row by row, and waits for staff to apply it.
 *
 * - diffing: reading the source; ready: the diff can be previewed and applied; applying;
 *   applied; failed (with `error`); discarded.
 */
export const SYNC_RUN_STATUSES = [
  'diffing',
  'ready',
  'applying',
  'applied',
  'failed',
  'discarded',
] as const;
export type TSyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

export const SYNC_SOURCES = ['http', 'file', 'csv'] as const;
export type TSyncSource = (typeof SYNC_SOURCES)[number];

export const SYNC_MODES = ['full', 'incremental'] as const;
export type TSyncMode = (typeof SYNC_MODES)[number];

/**
 * What a source row is against the records: new; changed (the changes are listed); unchanged;
 * a conflict (it would change a name, email or matric number staff edited by hand, or that did
 * not come from the source: staff decide); rejected (with the reason); missing (on record from
 * the source before, absent from a full read now: reported, never deleted).
 */
export const SYNC_ROW_KINDS = [
  'new',
  'changed',
  'unchanged',
  'conflict',
  'rejected',
  'missing',
] as const;
export type TSyncRowKind = (typeof SYNC_ROW_KINDS)[number];

export const ZSyncCounts = z
  .object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    conflict: z.number().int(),
    rejected: z.number().int(),
    missing: z.number().int(),
    /** Rows written to the records so far. */
    applied: z.number().int(),
    sessions_new: z.number().int(),
    programmes_new: z.number().int(),
  })
  .meta({ id: 'SyncCounts' });
export type TSyncCounts = z.infer<typeof ZSyncCounts>;

export const ZSyncRun = z
  .object({
    id: z.number().int(),
    source: z.enum(SYNC_SOURCES),
    mode: z.enum(SYNC_MODES),
    trigger: z.enum(['manual', 'schedule', 'upload']),
    status: z.enum(SYNC_RUN_STATUSES),
    requested_by: z.string().nullable(),
    counts: ZSyncCounts,
    /** Conflicts still waiting for a decision. */
    undecided: z.number().int(),
    error: z.string().nullable(),
    created_at: z.string(),
    diffed_at: z.string().nullable(),
    applied_at: z.string().nullable(),
  })
  .meta({ id: 'SyncRun' });
export type TSyncRun = z.infer<typeof ZSyncRun>;

export const ZFieldChange = z.object({ from: z.unknown(), to: z.unknown() });

export const ZSyncRow = z
  .object({
    seq: z.number().int(),
    kind: z.enum(SYNC_ROW_KINDS),
    matric_number: z.string().nullable(),
    student_id: z.string().nullable(),
    graduate_id: z.number().int().nullable(),
    /** The name as the source gives it (or as on record for a missing row). */
    name: z.string().nullable(),
    changes: z.record(z.string(), ZFieldChange).nullable(),
    reason: z.string().nullable(),
    /** A conflict's decision: take the source's values, or keep the record as it is. */
    decision: z.enum(['source', 'local']).nullable(),
    applied: z.boolean(),
  })
  .meta({ id: 'SyncRow' });
export type TSyncRow = z.infer<typeof ZSyncRow>;

/** The answer of every call about one run. */
export const ZGetRecordsSyncRunResponse = success(ZSyncRun);
export type TGetRecordsSyncRunResponse = z.infer<typeof ZGetRecordsSyncRunResponse>;

export const ZSyncRunParams = z.object({ id: ZPathId });
export const ZSyncRowParams = z.object({ id: ZPathId, seq: ZPathId });

export const ZStartSyncRequest = z.object({ mode: z.enum(SYNC_MODES).default('full') });
export type TStartSyncRequest = z.infer<typeof ZStartSyncRequest>;

/** 202-like: the run starts reading the source in the background; poll it until it is ready. */
export const startRecordsSync = defineEndpoint({
  method: 'POST',
  path: '/records-sync/runs',
  summary: 'Start reading the records source into a new diff (administrator)',
  auth: true,
  body: ZStartSyncRequest,
  response: ZGetRecordsSyncRunResponse,
});

export const listRecordsSyncRuns = defineEndpoint({
  method: 'GET',
  path: '/records-sync/runs',
  summary: 'The sync runs, newest first (administrator)',
  auth: true,
  query: ZPageQuery,
  response: success(ZPaginated(ZSyncRun)),
});

export const getRecordsSyncRun = defineEndpoint({
  method: 'GET',
  path: '/records-sync/runs/:id',
  summary: 'One sync run with its counts (administrator)',
  auth: true,
  params: ZSyncRunParams,
  response: ZGetRecordsSyncRunResponse,
});

export const ZListSyncRowsQuery = ZPageQuery.extend({
  kind: z.preprocess(blankAsAbsent, z.enum(SYNC_ROW_KINDS).optional()),
});
export type TListSyncRowsQuery = z.infer<typeof ZListSyncRowsQuery>;

export const listRecordsSyncRows = defineEndpoint({
  method: 'GET',
  path: '/records-sync/runs/:id/rows',
  summary: "A sync run's diff, row by row (administrator)",
  auth: true,
  params: ZSyncRunParams,
  query: ZListSyncRowsQuery,
  response: success(ZPaginated(ZSyncRow)),
});

export const applyRecordsSyncRun = defineEndpoint({
  method: 'POST',
  path: '/records-sync/runs/:id/apply',
  summary: "Write a ready run's new and changed rows to the records (administrator)",
  auth: true,
  params: ZSyncRunParams,
  response: ZGetRecordsSyncRunResponse,
});

export const discardRecordsSyncRun = defineEndpoint({
  method: 'POST',
  path: '/records-sync/runs/:id/discard',
  summary:
    'Discard a ready run without applying it, or stop one reading the source (administrator)',
  auth: true,
  params: ZSyncRunParams,
  response: ZGetRecordsSyncRunResponse,
});

export const ZDecideConflictRequest = z.object({ keep: z.enum(['source', 'local']) });
export type TDecideConflictRequest = z.infer<typeof ZDecideConflictRequest>;

/** Decides one conflict; "source" writes the source's values to the record at once. */
export const decideRecordsSyncConflict = defineEndpoint({
  method: 'POST',
  path: '/records-sync/runs/:id/rows/:seq/decision',
  summary: 'Decide a conflict: take the source values or keep the record (administrator)',
  auth: true,
  params: ZSyncRowParams,
  body: ZDecideConflictRequest,
  response: success(ZSyncRow),
});
