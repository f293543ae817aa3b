import { requestStatusLabels, type TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { expectedAtOnEntering } from '../expected-completion/recompute';
import { insertHistory } from './history';

/**
 * What every kind of request shares when its status changes: the state machine's refusal, the
 * status and history rows, and bulk changes. The kind's service adds its own rules (dispatch of
 * copies, the emails) around these.
 */

/** The 409 of a move the staff transition table does not allow. */
export const illegalTransition = (from: TRequestStatus, to: TRequestStatus) =>
  new HttpError(
    409,
    `Cannot change status from ${requestStatusLabels[from]} to ${requestStatusLabels[to]}.`,
  );

/**
 * Moves the request (locked by the caller) to `to`, writes its history row and sets its expected
 * date from the moment of that row (the moment the dashboard counts the stage from).
 */
export async function moveRequest(
  trx: Db,
  change: {
    id: number;
    from: TRequestStatus | null;
    to: TRequestStatus;
    actorUserId: number | null;
    note: string | null;
  },
) {
  const entered = await insertHistory(trx, {
    application_id: change.id,
    from_status: change.from,
    to_status: change.to,
    actor_user_id: change.actorUserId,
    note: change.note,
  });
  const expectedAt = await expectedAtOnEntering(trx, change.to, new Date(entered.created_at));
  return trx
    .updateTable('applications')
    .set({ status: change.to, updated_at: new Date(), expected_at: expectedAt })
    .where('id', '=', change.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface BulkStatusResult {
  id: number;
  ok: boolean;
  status: TRequestStatus | null;
  message: string | null;
}

/**
 * Several requests to one status, each id in its own transaction: a refusal (unknown id, illegal
 * move, a missing field) is that id's result and does not undo the others. Duplicate ids count
 * once. `change` throws an HttpError to refuse and answers the status reached.
 */
export async function bulkStatusChange(
  db: Db,
  ids: number[],
  change: (trx: Db, id: number) => Promise<TRequestStatus>,
): Promise<{ results: BulkStatusResult[]; updated: number }> {
  const results: BulkStatusResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const status = await db.transaction().execute((trx) => change(trx, id));
      results.push({ id, ok: true, status, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const fields = error.details.errors;
      const message = fields ? Object.values(fields).flat().join(' ') : error.message;
      results.push({ id, ok: false, status: null, message });
    }
  }
  return { results, updated: results.filter((result) => result.ok).length };
}
