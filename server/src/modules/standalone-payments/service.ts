import {
  paymentStatusLabels,
  type TAuthUser,
  type TListStandalonePaymentsQuery,
  type TStandalonePayment,
  type TStandalonePaymentsPage,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { PAYMENT_STAFF } from '../payments/staff-service';

const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Db, query: Omit<TListStandalonePaymentsQuery, 'page' | 'per_page'>) {
  let q = db
    .selectFrom('standalone_payments as s')
    .innerJoin('payment_types as t', 't.id', 's.payment_type_id');
  if (query.status) q = q.where('s.status', '=', query.status);
  if (query.payment_type_id) q = q.where('s.payment_type_id', '=', query.payment_type_id);
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const pattern = likePrefix(term);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(s.reference)`, 'like', pattern),
        eb(sql`lower(s.payer_name)`, 'like', pattern),
        eb(sql`lower(s.payer_email)`, 'like', pattern),
        eb(sql`lower(s.payer_matric_number)`, 'like', pattern),
      ]),
    );
  }
  return q;
}

/** "Other payments", newest first (administrators and the bursary). */
export async function listStandalonePayments(
  db: Db,
  actor: TAuthUser | null,
  query: TListStandalonePaymentsQuery,
): Promise<TStandalonePaymentsPage> {
  assertRole(actor, ...PAYMENT_STAFF);
  const { page, per_page: perPage, ...filters } = query;
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .selectAll('s')
    .select(['t.name as type_name'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const data: TStandalonePayment[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    payment_type: { id: row.payment_type_id, name: row.type_name },
    payer_name: row.payer_name,
    payer_email: row.payer_email,
    payer_matric_number: row.payer_matric_number,
    amount: row.amount,
    status: row.status,
    enums: { status: paymentStatusLabels[row.status] },
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  }));
  return paginate(data, Number(total), page, perPage, '/api/standalone-payments', {
    ...filters,
    per_page: perPage === 10 ? undefined : perPage,
  });
}
