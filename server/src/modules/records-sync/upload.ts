import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuditContext } from '../audit/repository';
import { analyzeRecords, applyRows } from './apply';
import { type Incoming, lookUp, nameOf } from './classify';
import { classifyUpload } from './classify-upload';
import { storeRows } from './diff';
import { holderName } from './leased-work';
import * as runs from './runs-repository';

/** A checked row of a staff upload and the line it came from. */
export interface UploadRow {
  line: number;
  incoming: Incoming;
}

export interface UploadResult {
  runId: number;
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * A staff upload through the sync's pipeline: the rows are stored as a run's diff a batch at a
 * time (source `csv`, trigger `upload`), then applied at once, as one more run in the list. The
 * upload holds the one lease while it works, so it never runs beside a sync. `batches` may throw
 * (a bad header): the run is then removed, as nothing was read. Without a valid row nothing is
 * stored and the answer is null.
 */
export async function syncUpload(
  db: Db,
  leaseMs: number,
  by: AuditContext,
  batches: AsyncIterable<UploadRow[]>,
): Promise<UploadResult | null> {
  // The upload's own name on the lease: the runner of this process never takes it for its own.
  const lease = { holder: holderName(`upload-${randomUUID().slice(0, 8)}`), leaseMs };
  let run: runs.RunRow;
  try {
    run = await runs.insertRun(db, {
      source: 'csv',
      mode: 'incremental',
      trigger: 'upload',
      requested_by: by.actorUserId,
      updated_since: null,
      ...lease,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(409, 'A records sync is running; import the file when it has finished.');
  }
  let stored = 0;
  try {
    await analyzeRecords(db);
    for await (const batch of batches) {
      const lookup = await lookUp(
        db,
        batch.map((row) => row.incoming),
      );
      await storeRows(
        db,
        batch.map(({ line, incoming }, index) => {
          const found = classifyUpload(incoming, lookup);
          return {
            at: `line ${String(line)}`,
            run_id: run.id,
            seq: stored + index + 1,
            kind: found.kind,
            matric_number: incoming.values.matric_number,
            graduate_id: found.target?.id ?? null,
            name: nameOf(incoming.values),
            incoming: found.kind === 'unchanged' ? null : JSON.stringify(incoming),
            changes: found.changes ? JSON.stringify(found.changes) : null,
          };
        }),
      );
      stored += batch.length;
      await runs.renewLease(db, run.id, lease.holder, lease.leaseMs);
    }
  } catch (error) {
    await db.deleteFrom('records_sync_runs').where('id', '=', run.id).execute();
    throw error;
  }
  if (stored === 0) {
    await db.deleteFrom('records_sync_runs').where('id', '=', run.id).execute();
    return null;
  }
  await runs.moveRun(
    db,
    run.id,
    ['diffing'],
    { status: 'applying', diffed_at: new Date() },
    lease.holder,
  );
  try {
    await applyRows({
      db,
      runId: run.id,
      holder: lease.holder,
      catalogue: null,
      audit: by,
      upload: true,
    });
  } catch (error) {
    await runs.moveRun(
      db,
      run.id,
      ['applying'],
      {
        status: 'failed',
        error: 'The import stopped before every row was written. Apply the run again to finish it.',
        lease: 'released',
      },
      lease.holder,
    );
    throw error;
  }
  const counts = await runs.countRows(db, run.id);
  await runs.moveRun(
    db,
    run.id,
    ['applying'],
    { status: 'applied', applied_at: new Date(), counts, lease: 'released' },
    lease.holder,
  );
  return {
    runId: run.id,
    created: counts.new,
    updated: counts.changed,
    unchanged: counts.unchanged,
  };
}
