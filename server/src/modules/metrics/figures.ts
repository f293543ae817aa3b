import { paymentStatuses, type TPaymentStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';

const HOUR_MS = 3_600_000;

export interface OperationalFigures {
  outboxDue: number;
  outboxOldestDueAgeSeconds: number;
  paymentsLast24h: Record<TPaymentStatus, number>;
  paymentsPending: number;
  loginThrottledLastHour: number;
}

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * What the metrics report from the database, each read through an index: the outbox's due
 * messages (outbox_due_idx), payments per status since a day ago (payments_status_created_at_idx),
 * and throttled sign-ins in the audit log's last hour (audit_log_created_at_idx).
 */
export async function readOperationalFigures(
  db: Db,
  now = new Date(),
): Promise<OperationalFigures> {
  const due = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('run_at').as('oldest')])
    .where('status', 'in', ['pending', 'processing'])
    .where('run_at', '<=', now)
    .executeTakeFirst();
  const oldest = due?.oldest ? new Date(due.oldest as Date | string) : null;
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  const paymentsLast24h = Object.fromEntries(
    await Promise.all(
      paymentStatuses.map(async (status) => {
        const row = await db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', status)
          .where('created_at', '>=', dayAgo)
          .executeTakeFirst();
        return [status, count(row)] as const;
      }),
    ),
  ) as Record<TPaymentStatus, number>;
  const pending = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const throttled = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', new Date(now.getTime() - HOUR_MS))
    .where('action', '=', 'auth.login_throttled')
    .executeTakeFirst();
  return {
    outboxDue: count(due as { n: string } | undefined),
    outboxOldestDueAgeSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : 0,
    paymentsLast24h,
    paymentsPending: count(pending as { n: string } | undefined),
    loginThrottledLastHour: count(throttled as { n: string } | undefined),
  };
}
