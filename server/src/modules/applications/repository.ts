import type { TApplicationStatus } from '@registrar/shared-api/contracts';
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type {
  ApplicationCopiesTable,
  ApplicationsTable,
  ApplicationStatusHistoryTable,
} from '../../db/schema-applications';

export const findById = (db: Db, id: number) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();

/** The row locked for a status change: concurrent changes of one application queue here. */
export const findByIdForUpdate = (db: Db, id: number) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findByTrackingId = (db: Db, trackingId: string) =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .executeTakeFirst();

/** Inserts unless the tracking id is taken (then undefined: the caller draws another id). */
export const insertApplication = (db: Db, values: Insertable<ApplicationsTable>) =>
  db
    .insertInto('applications')
    .values(values)
    .onConflict((oc) => oc.column('tracking_id').doNothing())
    .returningAll()
    .executeTakeFirst();

export const insertCopies = (db: Db, copies: Insertable<ApplicationCopiesTable>[]) =>
  db.insertInto('application_copies').values(copies).execute();

export const insertHistory = (db: Db, values: Insertable<ApplicationStatusHistoryTable>) =>
  db.insertInto('application_status_history').values(values).execute();

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
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.created_at',
      'h.actor_user_id',
      'u.name as actor_name',
    ])
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

export const findGraduateByMatric = (db: Db, matricNumber: string) =>
  db
    .selectFrom('graduates')
    .selectAll()
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.trim().toUpperCase())
    .executeTakeFirst();

export interface ListFilters {
  status?: TApplicationStatus;
  search?: { trackingId: string | null; words: string[] };
  fromInstant?: Date;
  toInstantExclusive?: Date;
}

/** LIKE pattern for "starts with", with the pattern characters of the input escaped. */
const startsWith = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Db, filters: ListFilters) {
  let query = db.selectFrom('applications as a');
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.fromInstant) query = query.where('a.created_at', '>=', filters.fromInstant);
  if (filters.toInstantExclusive)
    query = query.where('a.created_at', '<', filters.toInstantExclusive);
  const search = filters.search;
  if (search && search.words.length > 0) {
    query = query.where((eb) => {
      const lower = (column: 'a.surname' | 'a.first_name' | 'a.matric_number' | 'a.email') =>
        eb.fn<string>('lower', [column]);
      const whole = search.words.join(' ');
      const options = [
        eb(lower('a.matric_number'), 'like', startsWith(whole)),
        eb(lower('a.email'), 'like', startsWith(whole)),
        eb(lower('a.surname'), 'like', startsWith(whole)),
        eb(lower('a.first_name'), 'like', startsWith(whole)),
      ];
      if (search.trackingId) options.push(eb('a.tracking_id', '=', search.trackingId));
      // "Okafor Chinedu" or "Chinedu Okafor": surname and first name, either order.
      if (search.words.length === 2) {
        const [one, two] = search.words as [string, string];
        options.push(
          eb.and([
            eb(lower('a.surname'), 'like', startsWith(one)),
            eb(lower('a.first_name'), 'like', startsWith(two)),
          ]),
          eb.and([
            eb(lower('a.first_name'), 'like', startsWith(one)),
            eb(lower('a.surname'), 'like', startsWith(two)),
          ]),
        );
      }
      return eb.or(options);
    });
  }
  return query;
}

export const countApplications = async (db: Db, filters: ListFilters) =>
  Number(
    (
      await filtered(db, filters)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const statusOrder = sql.raw(
  `array_position(ARRAY['pending_payment','paid','processing','on_hold','dispatched','sent','delivered','completed','rejected','cancelled','refunded'], a.status)`,
);

export function listApplications(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: { field: 'created_at' | 'total' | 'status'; direction: 'asc' | 'desc' },
) {
  const order = sort.field === 'status' ? statusOrder : sql.ref(`a.${sort.field}`);
  return filtered(db, filters)
    .selectAll('a')
    .select((eb) =>
      eb
        .selectFrom('application_copies as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.application_id', '=', 'a.id')
        .as('copies_count'),
    )
    .orderBy(order, sort.direction)
    .orderBy('a.id', sort.direction)
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
}
