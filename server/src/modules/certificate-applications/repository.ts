import {
  CERTIFICATE_APPLICATION_STATUSES,
  type TCertificateApplicationSortField,
  type TCertificateDeliveryFilter,
} from '@registrar/shared-api/contracts';
import { type Expression, type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type {
  CertificateApplicationsTable,
  CertificateApplicationStatus,
  CertificateKind,
} from '../../db/schema-records';
import { containsPattern } from '../../lib/like-pattern';

export type NewCertificateApplication = Insertable<CertificateApplicationsTable>;

/** The region with its active flag when the settings migration added one (else active). */
export async function findRegion(db: Db, id: number) {
  const { rows } = await sql<{ id: number; name: string; type: number; is_active: string | null }>`
    SELECT r.id, r.name, r.type, to_jsonb(r) ->> 'is_active' AS is_active
    FROM regions r WHERE r.id = ${id}`.execute(db);
  const row = rows[0];
  return row ? { ...row, type: Number(row.type), is_active: row.is_active !== 'false' } : undefined;
}

export const findCourier = (db: Db, id: number) =>
  db.selectFrom('couriers').selectAll().where('id', '=', id).executeTakeFirst();

export const findDeliveryRate = (db: Db, deliveryType: 'domestic' | 'international') =>
  db
    .selectFrom('delivery_rates')
    .select('rate')
    .where('delivery_type', '=', deliveryType)
    .executeTakeFirst();

export const findFee = (db: Db, kind: CertificateKind) =>
  db.selectFrom('certificate_fees').select('amount').where('kind', '=', kind).executeTakeFirst();

export const trackingIdExists = async (db: Db, trackingId: string) =>
  Boolean(
    await db
      .selectFrom('certificate_applications')
      .select('id')
      .where('tracking_id', '=', trackingId)
      .executeTakeFirst(),
  );

export const insert = (db: Db, values: NewCertificateApplication) =>
  db
    .insertInto('certificate_applications')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();

export const addHistory = (
  db: Db,
  entry: {
    certificate_application_id: number;
    from_status: CertificateApplicationStatus | null;
    to_status: CertificateApplicationStatus;
    note: string | null;
    actor_user_id: number | null;
  },
) => db.insertInto('certificate_application_history').values(entry).execute();

/** Applications with the names of their region and courier. */
const withNames = (db: Db) =>
  db
    .selectFrom('certificate_applications as a')
    .innerJoin('regions as r', 'r.id', 'a.region_id')
    .innerJoin('couriers as c', 'c.id', 'a.courier_id');

const columns = ['a.id', 'r.name as region_name', 'c.name as courier'] as const;

export const findById = (db: Db, id: number) =>
  withNames(db).selectAll('a').select(columns).where('a.id', '=', id).executeTakeFirst();

export const findByTrackingId = (db: Db, trackingId: string) =>
  withNames(db)
    .selectAll('a')
    .select(columns)
    .where('a.tracking_id', '=', trackingId)
    .executeTakeFirst();

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export const lockById = (db: Db, id: number) =>
  db
    .selectFrom('certificate_applications')
    .select(['id', 'kind', 'status', 'tracking_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** The row a certificate is issued for, locked against a second issue at the same time. */
export const lockForIssue = (db: Db, id: number) =>
  db
    .selectFrom('certificate_applications')
    .select(['id', 'status', 'graduate_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const history = (db: Db, id: number) =>
  db
    .selectFrom('certificate_application_history')
    .select(['to_status', 'note', 'created_at'])
    .where('certificate_application_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const setStatus = (
  db: Db,
  id: number,
  values: {
    status: CertificateApplicationStatus;
    courier_name?: string | null;
    waybill_number?: string | null;
    payment_reference?: string;
  },
) =>
  db
    .updateTable('certificate_applications')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export interface ApplicationFilters {
  status?: CertificateApplicationStatus | undefined;
  kind?: CertificateKind | undefined;
  delivery?: TCertificateDeliveryFilter | undefined;
  search?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

const filtered = (db: Db, filters: ApplicationFilters) => {
  let query = withNames(db);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.kind) query = query.where('a.kind', '=', filters.kind);
  if (filters.delivery)
    query = query.where('a.delivery_type', '=', filters.delivery === 'domestic' ? 1 : 2);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const compact = containsPattern(filters.search.replace(/[\s-]/g, ''));
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(a.tracking_id)`, 'like', compact),
        eb(sql`lower(a.matric_number)`, 'like', pattern),
        eb(
          sql`lower(a.surname || ' ' || a.first_name || ' ' || coalesce(a.other_names, ''))`,
          'like',
          pattern,
        ),
        eb(sql`lower(a.first_name || ' ' || a.surname)`, 'like', pattern),
        eb(sql`lower(a.email)`, 'like', pattern),
      ]),
    );
  }
  if (filters.date_from) {
    query = query.where('a.created_at', '>=', new Date(`${filters.date_from}T00:00:00Z`));
  }
  if (filters.date_to) {
    const end = new Date(`${filters.date_to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    query = query.where('a.created_at', '<', end);
  }
  return query;
};

export interface ListSort {
  field: TCertificateApplicationSortField;
  direction: 'asc' | 'desc';
}

/**
 * The sort whitelist: each field the contract allows as its SQL keys, ending with `id` so ties
 * keep a stable order across pages (the tracking id is unique: no tie-break). Status in
 * lifecycle order; applicant and matric number have `(key, id)` indexes (migration 0010).
 */
const sortKeys: Record<TCertificateApplicationSortField, Expression<unknown>[]> = {
  created_at: [sql.ref('a.created_at'), sql.ref('a.id')],
  total: [sql.ref('a.total'), sql.ref('a.id')],
  // The statuses are the contract's constants, not input: safe to inline.
  status: [
    sql.raw(
      `array_position(ARRAY[${CERTIFICATE_APPLICATION_STATUSES.map((s) => `'${s}'`).join(',')}], a.status)`,
    ),
    sql.ref('a.id'),
  ],
  tracking_id: [sql.ref('a.tracking_id')],
  applicant: [sql`lower(a.surname)`, sql`lower(a.first_name)`, sql.ref('a.id')],
  matric_number: [sql.ref('a.matric_number'), sql.ref('a.id')],
};

export async function list(
  db: Db,
  filters: ApplicationFilters,
  page: number,
  perPage: number,
  sort: ListSort = { field: 'created_at', direction: 'desc' },
) {
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  let rows = filtered(db, filters).selectAll('a').select(columns);
  for (const key of sortKeys[sort.field]) rows = rows.orderBy(key, sort.direction);
  return {
    rows: await rows
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    total: Number(total),
  };
}
