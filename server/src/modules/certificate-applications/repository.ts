import {
  type TCertificateApplicationSortField,
  type TCertificateDeliveryFilter,
} from '@registrar/shared-api/contracts';
import { type Expression, type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { ApplicationsTable } from '../../db/schema-applications';
import type { CertificateApplicationStatus, CertificateKind } from '../../db/schema-records';
import { containsPattern } from '../../lib/like-pattern';
import { statusOrderOf } from '../applications/list-repository';

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

/** What a certificate or attestation request stores: the request and its one hard copy. */
export interface NewCertificateRequest {
  request: Omit<
    Insertable<ApplicationsTable>,
    'id' | 'kind' | 'application_type_id' | 'created_at' | 'updated_at'
  > & { kind: CertificateKind };
  delivery: {
    recipient_name: string;
    recipient_address: string;
    region_id: number;
    courier_id: number;
    delivery_type: 1 | 2;
  };
}

/**
 * Inserts the request and its delivery as one hard copy of the kind (purpose and type are the
 * kind, priced at the fee), so dispatch, the list keys and the copy columns read it as they read
 * a transcript's. A tracking id already taken is a unique violation (the caller draws another).
 */
export async function insert(db: Db, { request, delivery }: NewCertificateRequest) {
  const row = await db
    .insertInto('applications')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_copies')
    .values({
      application_id: row.id,
      purpose: request.kind,
      type: request.kind,
      format: 'hard_copy',
      rate: request.fee,
      delivery_fee: request.delivery_fee,
      ...delivery,
    })
    .execute();
  return row;
}

const CERTIFICATE_KINDS: readonly CertificateKind[] = ['certificate', 'attestation'];

/** Certificate and attestation requests with their delivery copy and its region and courier. */
const withNames = (db: Db) =>
  db
    .selectFrom('applications as a')
    .innerJoin('application_copies as d', 'd.application_id', 'a.id')
    .innerJoin('regions as r', 'r.id', 'd.region_id')
    .innerJoin('couriers as c', 'c.id', 'd.courier_id')
    .where('a.kind', 'in', CERTIFICATE_KINDS);

const columns = [
  'a.id',
  'a.tracking_id',
  'a.status',
  'a.kind',
  'a.graduate_id',
  'a.matric_number',
  'a.surname',
  'a.first_name',
  'a.other_names',
  'a.email',
  'a.phone',
  'a.programme',
  'a.graduation_year',
  'a.fee',
  'a.delivery_fee',
  'a.total',
  'a.created_at',
  'a.updated_at',
  'd.recipient_name',
  'd.recipient_address',
  'd.region_id',
  'd.courier_id',
  'd.delivery_type',
  'd.courier_name',
  'd.waybill_number',
  'r.name as region_name',
  'c.name as courier',
] as const;

/** The columns a certificate request always has (its kind, its copy's delivery). */
interface Narrowed {
  kind: CertificateKind;
  graduate_id: number;
  recipient_name: string;
  recipient_address: string;
  region_id: number;
  courier_id: number;
  delivery_type: 1 | 2;
}

export const findById = (db: Db, id: number) =>
  withNames(db).select(columns).where('a.id', '=', id).$narrowType<Narrowed>().executeTakeFirst();

export const findByTrackingId = (db: Db, trackingId: string) =>
  withNames(db)
    .select(columns)
    .where('a.tracking_id', '=', trackingId)
    .$narrowType<Narrowed>()
    .executeTakeFirst();

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** The request locked for a status change, payment or issue: concurrent ones queue here. */
export const lockById = (db: Db, id: number) =>
  db
    .selectFrom('applications')
    .select(['id', 'kind', 'status', 'tracking_id', 'graduate_id'])
    .where('id', '=', id)
    .where('kind', 'in', CERTIFICATE_KINDS)
    .forUpdate()
    .$narrowType<{ kind: CertificateKind; graduate_id: number }>()
    .executeTakeFirst();

/** The row a certificate is issued for, locked against a second issue at the same time. */
export const lockForIssue = lockById;

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
    query = query.where('d.delivery_type', '=', filters.delivery === 'domestic' ? 1 : 2);
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
  status: [statusOrderOf('a'), sql.ref('a.id')],
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
  let rows = filtered(db, filters).select(columns).$narrowType<Narrowed>();
  for (const key of sortKeys[sort.field]) rows = rows.orderBy(key, sort.direction);
  return {
    rows: await rows
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    total: Number(total),
  };
}
