import type { TPaymentFilters, TPaymentTotals } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { institutionDays } from '../../lib/institution-day';
import { normalizeTrackingId } from '../requests/tracking-id';

const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Payments matching the staff filters (the list, its totals and the CSV export share it). */
export function filteredPayments(db: Db, filters: TPaymentFilters) {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('standalone_payments as s', 's.id', 'p.standalone_payment_id')
    .leftJoin('applications as a', 'a.id', 'p.application_id');
  if (filters.status) query = query.where('p.status', '=', filters.status);
  if (filters.provider) query = query.where('p.provider', '=', filters.provider);
  if (filters.kind === 'application') query = query.where('a.kind', '=', 'transcript');
  if (filters.kind === 'certificate_application')
    query = query.where('a.kind', 'in', ['certificate', 'attestation']);
  if (filters.kind === 'standalone') query = query.where('p.standalone_payment_id', 'is not', null);
  if (filters.payment_type_id)
    query = query.where('s.payment_type_id', '=', filters.payment_type_id);
  // Days of the date filters are the institution's.
  const { fromInstant, toInstantExclusive } = institutionDays(filters.from, filters.to);
  if (fromInstant) query = query.where('p.created_at', '>=', fromInstant);
  if (toInstantExclusive) query = query.where('p.created_at', '<', toInstantExclusive);
  const term = filters.search?.trim();
  if (term) {
    const trackingId = normalizeTrackingId(term);
    query = query.where((eb) =>
      eb.or([
        eb('p.reference', 'like', likePrefix(term.toUpperCase())),
        eb(sql`lower(p.payer_email)`, 'like', likePrefix(term.toLowerCase())),
        ...(trackingId ? [eb('a.tracking_id', '=', trackingId)] : []),
      ]),
    );
  }
  return query;
}

export async function totalsOf(db: Db, filters: TPaymentFilters): Promise<TPaymentTotals> {
  const row = await filteredPayments(db, filters)
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string>`count(*) FILTER (WHERE p.status = 'paid')`.as('paid_count'),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.status = 'paid'), 0)`.as('paid_amount'),
      sql<string>`coalesce(sum(p.refunded_amount), 0)`.as('refunded_amount'),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.status = 'pending'), 0)`.as(
        'pending_amount',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    paid_count: Number(row.paid_count),
    paid_amount: Number(row.paid_amount),
    refunded_amount: Number(row.refunded_amount),
    pending_amount: Number(row.pending_amount),
  };
}

export const pageOfPayments = (db: Db, filters: TPaymentFilters, limit: number, offset: number) =>
  filteredPayments(db, filters)
    .selectAll('p')
    // Unpaid rows have no paid_at: they go last whichever the direction.
    .orderBy(`p.${filters.sort}`, (order) =>
      (filters.direction === 'asc' ? order.asc() : order.desc()).nullsLast(),
    )
    .orderBy('p.id', filters.direction)
    .limit(limit)
    .offset(offset)
    .execute();
