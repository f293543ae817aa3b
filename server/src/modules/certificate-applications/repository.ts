import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { ApplicationsTable } from '../../db/schema-applications';
import type { CertificateKind } from '../../db/schema-records';
import { type ListFilters, type ListSort, orderKeys, pageIds } from '../requests/list-repository';

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
  'a.phone_verified_at',
  'a.programme',
  'a.graduation_year',
  'a.fee',
  'a.delivery_fee',
  'a.total',
  'a.created_at',
  'a.updated_at',
  'a.expected_at',
  'a.hold_reason',
  'a.hold_instructions',
  'a.hold_action',
  'a.held_at',
  'a.hold_cancel_at',
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

/**
 * One page of the certificate list: the request list's page ids (requests/list-repository.ts),
 * then those requests with their delivery, in the sort's order.
 */
export function listPage(
  db: Db,
  filters: ListFilters,
  paging: { limit: number; offset: number },
  sort: ListSort,
) {
  let rows = withNames(db)
    .select(columns)
    .where('a.id', '=', sql<number>`any(array(${pageIds(db, filters, paging, sort)}))`)
    .$narrowType<Narrowed>();
  for (const key of orderKeys('a', sort.field)) rows = rows.orderBy(key, sort.direction);
  return rows.execute();
}
