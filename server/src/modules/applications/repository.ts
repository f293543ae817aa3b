import { type Insertable, type Updateable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';
import type {
  ApplicationCopiesTable,
  ApplicationsTable,
  ApplicationStatus,
  ApplicationRow,
} from '../../db/schema-applications';
import type { CopyRowLike, HistoryRow } from './presenter';

/** The transcript requests: the other kinds are the certificate module's. */
const transcripts = (db: Db) =>
  db.selectFrom('applications').selectAll().where('kind', '=', 'transcript');

export const findById = (db: Db, id: number) =>
  transcripts(db).where('id', '=', id).executeTakeFirst();

/** The row locked for a status change: concurrent changes of one application queue here. */
export const findByIdForUpdate = (db: Db, id: number) =>
  transcripts(db).where('id', '=', id).forUpdate().executeTakeFirst();

export const findByTrackingId = (db: Db, trackingId: string) =>
  transcripts(db).where('tracking_id', '=', trackingId).executeTakeFirst();

/** A status history row with the name of the staff member who made the change. */
const HISTORY_COLUMNS = [
  'h.id',
  'h.from_status',
  'h.to_status',
  'h.note',
  'h.created_at',
  'h.actor_user_id',
  'u.name as actor_name',
] as const;

/**
 * The track screen's read in one round trip (GET /applications/track is the hottest
 * public call): the application row with its copies and status history aggregated as JSON
 * arrays, ordered as copiesOf / historyOf order them, all of it as one JSON value. One column
 * instead of twenty: the driver parses one field description and one JSON text per call instead of
 * twenty typed fields (node-postgres alone, 10 calls in flight: 33 → 20 µs of CPU per call).
 * Timestamps arrive as ISO strings, which the presenter's `iso` reads like Dates.
 */
export const trackedByTrackingId = preparedQuery(
  (db: Db, trackingId: string) =>
    db.selectNoFrom((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom('applications as a')
          .selectAll('a')
          .select((inner) => [
            jsonArrayFrom(
              inner
                .selectFrom('application_copies as c')
                .selectAll('c')
                .whereRef('c.application_id', '=', 'a.id')
                .orderBy('c.id'),
            ).as('copies'),
            jsonArrayFrom(
              inner
                .selectFrom('application_status_history as h')
                .leftJoin('staff_users as u', 'u.id', 'h.actor_user_id')
                .select(HISTORY_COLUMNS)
                .whereRef('h.application_id', '=', 'a.id')
                .orderBy('h.id'),
            ).as('history'),
          ])
          .where('a.tracking_id', '=', trackingId)
          // A literal, not a parameter: the statement is compiled once with one.
          .where('a.kind', '=', sql.lit('transcript')),
      ).as('tracked'),
    ),
  [''],
);

/** The tracked application as the JSON value carries it: its timestamps are ISO strings. */
export type TrackedRow = Omit<ApplicationRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
  copies: CopyRowLike[];
  history: (HistoryRow & { id: number })[];
};

/** The tracked application, or undefined when no application has that tracking id. */
export const findTrackedByTrackingId = async (
  db: Db,
  trackingId: string,
): Promise<TrackedRow | undefined> =>
  ((await trackedByTrackingId(db, trackingId))[0]?.tracked as TrackedRow | null) ?? undefined;

/** What a submission writes (the rest has defaults): one fixed text, compiled once. */
const APPLICATION_COLUMNS = [
  'tracking_id',
  'status',
  'graduate_id',
  'matric_number',
  'surname',
  'first_name',
  'other_names',
  'email',
  'phone',
  'programme',
  'graduation_year',
  'application_type_id',
  'fee',
  'delivery_fee',
  'total',
] as const;
type NewApplicationRow = Pick<
  Insertable<ApplicationsTable>,
  (typeof APPLICATION_COLUMNS)[number]
> & { status: ApplicationStatus };

export const insertApplicationRow = preparedQuery(
  (db: Db, ...values: unknown[]) =>
    db
      .insertInto('applications')
      .values(
        Object.fromEntries(
          APPLICATION_COLUMNS.map((column, index) => [column, values[index]]),
        ) as NewApplicationRow,
      )
      .onConflict((oc) => oc.column('tracking_id').doNothing())
      .returningAll(),
  APPLICATION_COLUMNS.map((): unknown => null),
);

/** Inserts unless the tracking id is taken (then undefined: the caller draws another id). */
export const insertApplication = async (db: Db, values: NewApplicationRow) =>
  (
    await insertApplicationRow(db, ...APPLICATION_COLUMNS.map((column) => values[column] ?? null))
  )[0];

/** Inserts the copies and answers them as stored, in id order (as copiesOf reads them). */
export const insertCopies = async (db: Db, copies: Insertable<ApplicationCopiesTable>[]) =>
  (await db.insertInto('application_copies').values(copies).returningAll().execute()).sort(
    (a, b) => a.id - b.id,
  );

export const updateApplication = (db: Db, id: number, values: Updateable<ApplicationsTable>) =>
  db
    .updateTable('applications')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const copiesOf = (db: Db, applicationId: number) =>
  db
    .selectFrom('application_copies')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();

export const copiesOfMany = (db: Db, applicationIds: number[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('application_copies')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute();

/** Marks the hard copies (or, when `format` is soft_copy, the soft ones) as sent out now. */
export const markCopiesDispatched = (
  db: Db,
  applicationId: number,
  format: 'soft_copy' | 'hard_copy',
  dispatch: { courier_name: string | null; waybill_number: string | null },
) =>
  db
    .updateTable('application_copies')
    .set({ ...dispatch, dispatched_at: new Date() })
    .where('application_id', '=', applicationId)
    .where('format', '=', format)
    .execute();

export const historyOf = (db: Db, applicationId: number) =>
  db
    .selectFrom('application_status_history as h')
    .leftJoin('staff_users as u', 'u.id', 'h.actor_user_id')
    .select(HISTORY_COLUMNS)
    .where('h.application_id', '=', applicationId)
    .orderBy('h.id')
    .execute();

export const messageCountsOf = (db: Db, applicationId: number) =>
  db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .count<string>('id')
        .filterWhere((w) => w.and([w('sender', '=', 'applicant'), w('read_at', 'is', null)]))
        .as('unread'),
    ])
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();

export const applicationTypeOf = (db: Db, id: number) =>
  db.selectFrom('application_types').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const findActiveApplicationType = (db: Db, id: number) =>
  db
    .selectFrom('application_types')
    .select(['id'])
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();

export const graduateByMatric = preparedQuery(
  (db: Db, matricNumber: string) =>
    db
      .selectFrom('graduates')
      .selectAll()
      .where(sql<string>`upper(matric_number)`, '=', matricNumber),
  [''],
);

export const findGraduateByMatric = async (db: Db, matricNumber: string) =>
  (await graduateByMatric(db, matricNumber.trim().toUpperCase()))[0];
