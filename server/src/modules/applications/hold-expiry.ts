import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { notifyApplicationStatus, notifyCertificateApplicationStatus } from '../mail/notifications';
import { formatDay } from '../mail/format';
import type { Logger } from '../payments/public-service';
import type { ProviderRegistry } from '../payments/providers/registry';
import { askRefund, recordRefund, type RefundToAsk, refundableOf } from '../payments/refunds';
import { insertEvent } from '../payments/repository';
import { moveRequest } from '../requests/status';
import { holdChange } from './hold';

const BATCH = 50;
/** What the payer reads on the refund: why the money came back without their asking. */
export const HOLD_EXPIRED_REFUND_REASON =
  'The request was cancelled because its hold was not resolved in time.';

export interface HoldExpirySummary {
  cancelled: number;
  refunds: number;
  errors: number;
}

const SYSTEM = { actorUserId: null, ip: null };

/**
 * The refunds a cancelled request is owed, recorded in the cancel's own transaction so the money
 * is never forgotten: each paid payment's refundable amount, through the provider enabled here.
 * A payment taken by a provider not enabled here cannot be refunded from here: its event says
 * so, for the bursary to refund it there.
 */
async function recordRefundsOf(
  trx: Db,
  providers: ProviderRegistry,
  applicationId: number,
): Promise<RefundToAsk[]> {
  const paid = await trx
    .selectFrom('payments')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('status', '=', 'paid')
    .execute();
  const refunds: RefundToAsk[] = [];
  for (const payment of paid) {
    if (refundableOf(payment) === 0) continue;
    if (payment.provider !== providers.active.name) {
      await insertEvent(trx, payment.id, {
        kind: 'refund_owed',
        note: `Owed after a hold expired: the ${payment.provider} provider is not enabled on this server, refund it there.`,
      });
      continue;
    }
    refunds.push(
      await recordRefund(
        trx,
        providers,
        {
          paymentId: payment.id,
          body: { reason: HOLD_EXPIRED_REFUND_REASON },
          requestedBy: null,
        },
        SYSTEM,
      ),
    );
  }
  return refunds;
}

/**
 * A hold nobody resolved in time: every request still on hold past the moment its reason set
 * (`hold_cancel_at`) is cancelled, as staff would cancel it (history, audit, the status email),
 * and what was paid for it is refunded through the provider, in full. Each request is checked
 * again under its row lock, so a request resumed meanwhile is left alone. Runs on an interval
 * while the server listens; tests call it with a chosen `now`.
 */
export async function cancelExpiredHolds(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  log: Logger,
  now: Date = new Date(),
): Promise<HoldExpirySummary> {
  const summary: HoldExpirySummary = { cancelled: 0, refunds: 0, errors: 0 };
  const due = await db
    .selectFrom('applications')
    .select('id')
    .where('status', '=', 'on_hold')
    .where('hold_cancel_at', '<=', now)
    .orderBy('hold_cancel_at')
    .limit(BATCH)
    .execute();
  for (const { id } of due) {
    try {
      const refunds = await db.transaction().execute(async (trx) => {
        // A request of any kind: transcripts, certificates and attestations are held alike.
        const before = await trx
          .selectFrom('applications')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (
          !before ||
          before.status !== 'on_hold' ||
          !before.hold_cancel_at ||
          before.hold_cancel_at > now
        )
          return null;
        const since = before.held_at ? ` since ${formatDay(before.held_at.toISOString())}` : '';
        const note = `Cancelled: on hold${since} (${before.hold_reason ?? 'no reason'}) and not resolved in time. Any payment is refunded.`;
        const hold = await holdChange(trx, 'on_hold', 'cancelled', null);
        if (hold.values)
          await trx.updateTable('applications').set(hold.values).where('id', '=', id).execute();
        const after = await moveRequest(trx, {
          id,
          from: 'on_hold',
          to: 'cancelled',
          actorUserId: null,
          note,
        });
        const isTranscript = after.kind === 'transcript';
        await recordAudit(trx, SYSTEM, {
          action: isTranscript
            ? 'application.status_changed'
            : 'certificate_application.status_changed',
          entityType: isTranscript ? 'application' : 'certificate_application',
          entityId: id,
          details: {
            changes: { status: { from: 'on_hold', to: 'cancelled' } },
            note,
            hold_reason: before.hold_reason,
            hold_expired: true,
          },
        });
        if (isTranscript) await notifyApplicationStatus(trx, after, { status: 'cancelled', note });
        else await notifyCertificateApplicationStatus(trx, id, { status: 'cancelled', note });
        return recordRefundsOf(trx, providers, id);
      });
      if (!refunds) continue;
      summary.cancelled += 1;
      // Asked once the cancel and its refunds committed; a refund never asked (a crash here) is
      // found unanswered and asked by the refund reconciliation.
      for (const refund of refunds) {
        await askRefund(db, providers, refund, SYSTEM, log);
        summary.refunds += 1;
      }
    } catch (error) {
      summary.errors += 1;
      log.warn(
        { application: id, reason: (error as Error).message },
        'a hold past its time could not be cancelled',
      );
    }
  }
  if (summary.cancelled > 0 || summary.errors > 0) log.info({ ...summary }, 'expired holds');
  return summary;
}
