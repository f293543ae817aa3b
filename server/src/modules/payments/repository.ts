import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/schema';
import type { PaymentsTable } from '../../db/schema-applications';

/** The column that ties a payment to what it pays for: a request of any kind, or another payment. */
export type OwnerColumn = 'application_id' | 'standalone_payment_id';

/** The kind of the request a payment is for (its transcript or certificate rules apply). */
export const requestKindOf = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('applications')
      .select('kind')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).kind;

export const findByReference = (db: Db, reference: string) =>
  db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();

/** The row lock every settlement and refund takes first: concurrent ones queue here. */
export const lockByReference = (db: Db, reference: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();

export const findById = (db: Db, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const lockById = (db: Db, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The pending or paid payment of one thing (at most one: a partial unique index). */
export const findOpenFor = (db: Db, column: OwnerColumn, ownerId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where(column, '=', ownerId)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirst();

/** Every payment of one thing, newest first (an application's page lists them). */
export const listFor = (db: Db, column: OwnerColumn, ownerId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where(column, '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const insertPayment = (db: Db, values: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();

export const updatePayment = (db: Db, id: number, values: Updateable<PaymentsTable>) =>
  db
    .updateTable('payments')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export interface NewEvent {
  kind: string;
  note?: string | null;
  details?: Record<string, unknown>;
  actorUserId?: number | null;
}

export const insertEvent = (db: Db, paymentId: number, event: NewEvent) =>
  db
    .insertInto('payment_events')
    .values({
      payment_id: paymentId,
      kind: event.kind,
      note: event.note ?? null,
      details: JSON.stringify(event.details ?? {}),
      actor_user_id: event.actorUserId ?? null,
    })
    .execute();

export const eventsOf = (db: Db, paymentId: number) =>
  db
    .selectFrom('payment_events as e')
    .leftJoin('staff_users as u', 'u.id', 'e.actor_user_id')
    .select(['e.kind', 'e.note', 'e.created_at', 'e.actor_user_id', 'u.name as actor_name'])
    .where('e.payment_id', '=', paymentId)
    .orderBy('e.id')
    .execute();

export const staffName = (db: Db, id: number) =>
  db.selectFrom('staff_users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** Pending payments created before `before`, oldest first (the reconciliation job's work). */
export const pendingCreatedBefore = (db: Db, before: Date, limit: number) =>
  db
    .selectFrom('payments as p')
    .select((eb) => [
      'p.id',
      'p.reference',
      'p.provider',
      'p.created_at',
      'p.verified_at',
      eb
        .exists(
          eb
            .selectFrom('payment_events as e')
            .select('e.id')
            .whereRef('e.payment_id', '=', 'p.id')
            .where('e.kind', '=', 'rejected'),
        )
        .as('was_rejected'),
    ])
    .where('p.status', '=', 'pending')
    .where('p.created_at', '<', before)
    .orderBy('p.created_at')
    .limit(limit)
    .execute();

/** A payment's refunds, newest first, with the name of who asked. */
export const refundsOf = (db: Db, paymentId: number) =>
  db
    .selectFrom('payment_refunds as r')
    .leftJoin('staff_users as s', 's.id', 'r.requested_by')
    .selectAll('r')
    .select('s.name as requested_by_name')
    .where('r.payment_id', '=', paymentId)
    .orderBy('r.id', 'desc')
    .execute();
export type RefundListRow = Awaited<ReturnType<typeof refundsOf>>[number];
