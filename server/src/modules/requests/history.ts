import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type {
  ApplicationStatus,
  ApplicationStatusHistoryTable,
} from '../../db/schema-applications';
import { preparedQuery } from '../../lib/prepared-query';

/** A request's status history, whatever its kind: one row per status it enters. */

// Every status change writes one: compiled once (lib/prepared-query.ts).
export const insertHistoryRow = preparedQuery(
  (
    db: Db,
    applicationId: number,
    fromStatus: ApplicationStatus | null,
    toStatus: ApplicationStatus,
    actorUserId: number | null,
    note: string | null,
  ) =>
    db
      .insertInto('application_status_history')
      .values({
        application_id: applicationId,
        from_status: fromStatus,
        to_status: toStatus,
        actor_user_id: actorUserId,
        note,
      })
      .returningAll(),
  [0, null, 'pending_payment', null, null],
);

export const insertHistory = async (db: Db, values: Insertable<ApplicationStatusHistoryTable>) => {
  const [row] = await insertHistoryRow(
    db,
    values.application_id,
    values.from_status ?? null,
    values.to_status,
    values.actor_user_id ?? null,
    values.note ?? null,
  );
  if (!row) throw new Error('insertHistory: the history row was not written');
  return row;
};
