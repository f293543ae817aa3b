import {
  REFUND_NOTHING_LEFT,
  refundTooLarge,
  type TRefundPaymentBody,
} from '@registrar/shared-api/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import type { PaymentRefundRow } from '../../db/schema-payments';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import { type AuditContext, recordAudit } from '../audit/repository';
import type { IdempotencyKey } from '../idempotency/handler';
import { notifyPaymentRefunded } from '../mail/payment-notifications';
import { formatNaira } from './money';
import { refundOwner } from './refund-owner';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderError,
  ProviderRefusedError,
} from './providers/provider';
import type { ProviderRegistry } from './providers/registry';
import * as repo from './repository';
import type { Logger } from './public-service';

export const PAYMENT_ID_NOT_FOUND = 'Payment not found.';
export const ONLY_PAID_REFUNDABLE = 'Only a paid payment can be refunded.';
/** A refund still under way is asked about again after this long (webhooks usually come first). */
export const REFUND_RECHECK_MS = 5 * 60 * 1000;
/**
 * A request the provider never answered is looked for at the provider after this long, and
 * asked again only when the provider holds no such refund: a retry never refunds twice.
 */
export const REFUND_ASK_AGAIN_AFTER_MS = 10 * 60 * 1000;
/** After this many unanswered requests the refund waits for staff (it is failed, money unmoved). */
export const REFUND_MAX_ATTEMPTS = 5;
const BATCH = 50;

/** Kobo of a paid payment that can still be refunded (0 unless paid). */
export const refundableOf = (
  payment: Pick<PaymentRow, 'status' | 'amount' | 'refunded_amount' | 'refunding_amount'>,
) =>
  payment.status === 'paid'
    ? payment.amount - payment.refunded_amount - payment.refunding_amount
    : 0;

const lockRefund = (trx: Db, id: number) =>
  trx.selectFrom('payment_refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** What asking for a refund records, before the provider is asked. */
export interface RefundToAsk {
  refund: PaymentRefundRow;
  reference: string;
}

/**
 * Records a refund to ask of the provider, inside the caller's transaction and under the
 * payment's row lock (so two staff cannot both refund the same money): the refund row (its first
 * request counted as made), the amounts under way, the payment's event and the audit. The
 * caller asks the provider once the transaction commits (`askRefund`); if that never happens (a
 * crash between the two), the reconciliation job finds the refund unanswered and asks it.
 */
export async function recordRefund(
  trx: Db,
  providers: ProviderRegistry,
  request: {
    paymentId: number;
    body: TRefundPaymentBody;
    /** The staff member who asks; null: the server itself (a hold nobody resolved). */
    requestedBy: number | null;
    /** The request's Idempotency-Key: a retry is answered from this refund, not a second one. */
    key?: IdempotencyKey;
  },
  context: AuditContext,
): Promise<RefundToAsk> {
  const { paymentId, body, requestedBy } = request;
  const payment = await repo.lockById(trx, paymentId);
  if (!payment) throw notFound(PAYMENT_ID_NOT_FOUND);
  if (payment.status !== 'paid') throw new HttpError(409, ONLY_PAID_REFUNDABLE);
  if (payment.provider !== providers.active.name)
    throw new HttpError(
      409,
      `The ${payment.provider} provider is not enabled on this server: refund it there.`,
    );
  const refundable = refundableOf(payment);
  if (refundable === 0) throw new HttpError(409, REFUND_NOTHING_LEFT);
  const amount = body.amount ?? refundable;
  if (amount > refundable) throw fieldError('amount', refundTooLarge(formatNaira(refundable)));
  const row = await trx
    .insertInto('payment_refunds')
    .values({
      payment_id: payment.id,
      amount,
      reason: body.reason,
      requested_by: requestedBy,
      // The first request is this one, sent once the row is committed.
      attempts: 1,
      last_attempt_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await request.key?.record(trx as Transaction<Database>, { payment_id: payment.id });
  await repo.updatePayment(trx, payment.id, {
    refunding_amount: payment.refunding_amount + amount,
  });
  await repo.insertEvent(trx, payment.id, {
    kind: 'refund_requested',
    note: `${formatNaira(amount)}: ${body.reason}`,
    actorUserId: requestedBy,
  });
  await recordAudit(trx, context, {
    action: 'payment.refund_requested',
    entityType: 'payment',
    entityId: payment.id,
    details: { reference: payment.reference, refund_id: row.id, amount, reason: body.reason },
  });
  return { refund: row, reference: payment.reference };
}

/**
 * Asks the provider for a refund `recordRefund` committed, outside any transaction. Answers the
 * provider's refusal, if it refused; an unanswered request stays under way for the
 * reconciliation job.
 */
export const askRefund = (
  db: Kysely<Database>,
  providers: ProviderRegistry,
  { refund, reference }: RefundToAsk,
  context: AuditContext,
  log: Logger,
): Promise<string | null> => askProvider(db, providers.active, refund, reference, context, log);

/**
 * Staff ask for a refund: recorded (`recordRefund`), then asked of the provider once recorded.
 * Answers the provider's refusal, if it refused.
 */
export async function requestRefund(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  request: Parameters<typeof recordRefund>[2],
  context: AuditContext,
  log: Logger,
): Promise<string | null> {
  const recorded = await db
    .transaction()
    .execute((trx) => recordRefund(trx, providers, request, context));
  return askRefund(db, providers, recorded, context, log);
}

/** What our refunds tell the provider's staff, and how a refund of ours is known there. */
const merchantNoteOf = (refund: Pick<PaymentRefundRow, 'id' | 'reason'>) =>
  `${refundMark(refund.id)} ${refund.reason}`;
const refundMark = (id: number) => `Registrar refund ${String(id)}:`;

/**
 * One request of the refund to the provider, by whoever claimed it (`refund.attempts` is this
 * request's number). A refusal of the first request fails the refund; a refusal of a later one
 * (the first may have gone through unanswered) waits for staff, as needing attention.
 */
async function askProvider(
  db: Kysely<Database>,
  provider: PaymentProvider,
  refund: PaymentRefundRow,
  reference: string,
  context: AuditContext,
  log: Logger,
): Promise<string | null> {
  try {
    const answer = await provider.refund({
      reference,
      amount: refund.amount,
      customerNote: refund.reason,
      merchantNote: merchantNoteOf(refund),
    });
    await applyRefund(db, refund.id, answer, context);
    return null;
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      const refusal =
        refund.attempts === 1
          ? { to: 'failed' as const, failure: error.message }
          : {
              to: 'needs_attention' as const,
              failure: `The provider refused a new request (${error.message}); an earlier one may have gone through unanswered. Check the refund in the provider's dashboard.`,
            };
      await changeRefund(
        db,
        refund.id,
        { ...refusal, answer: null, ifUnanswered: refund.attempts },
        context,
      );
      return error.message;
    }
    if (!(error instanceof ProviderError)) throw error;
    log.warn(
      { refund: refund.id, reference, reason: error.message },
      'the provider did not answer a refund; it is looked for again',
    );
    return null;
  }
}

type RefundChange =
  | { to: 'processed' | 'needs_attention' | 'pending'; answer: ProviderRefund }
  | {
      to: 'failed' | 'needs_attention';
      answer: null;
      failure: string;
      /**
       * Our own conclusion, not the provider's report: it holds only while the refund still has
       * no provider id and this is still its latest request (a concurrent pass may have claimed
       * or asked it meanwhile).
       */
      ifUnanswered: number;
    }
  | { to: 'failed'; answer: ProviderRefund; failure: string };

/**
 * THE change of a refund, whatever reports it (the provider's answer to the request, a webhook,
 * the reconciliation job): one transaction holding the payment's row lock, then the refund's.
 * Processed and failed are final; a refund moves forward only, and the payment's sums, status,
 * what was paid for, the payer's email, the payment's log and the audit trail change with it.
 */
async function changeRefund(
  db: Kysely<Database>,
  refundId: number,
  change: RefundChange,
  context: AuditContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('payment_refunds')
      .select('payment_id')
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (!found) return;
    const payment = (await repo.lockById(trx, found.payment_id))!;
    const refund = (await lockRefund(trx, refundId))!;
    if (
      change.answer === null &&
      (refund.provider_refund_id !== null || refund.attempts !== change.ifUnanswered)
    )
      return;
    if (change.answer) {
      // A provider refund belongs to one refund of ours: never claimed twice, never swapped.
      if (refund.provider_refund_id !== null && refund.provider_refund_id !== change.answer.id)
        return;
      const owner = await trx
        .selectFrom('payment_refunds')
        .select('id')
        .where('provider_refund_id', '=', change.answer.id)
        .where('id', '!=', refund.id)
        .executeTakeFirst();
      if (owner) return;
    }
    const now = new Date();
    const seen = change.answer
      ? {
          provider_refund_id: change.answer.id,
          provider_status: change.answer.providerStatus,
          raw: JSON.stringify(change.answer.raw),
          checked_at: now,
        }
      : { checked_at: now };
    const isFinal = refund.status === 'processed' || refund.status === 'failed';
    if (isFinal || change.to === refund.status) {
      if (!isFinal)
        await trx.updateTable('payment_refunds').set(seen).where('id', '=', refund.id).execute();
      return;
    }
    const amount = formatNaira(refund.amount);
    if (change.to === 'pending' || change.to === 'needs_attention') {
      const failure =
        change.to === 'pending'
          ? null
          : change.answer === null
            ? change.failure
            : change.answer.failure;
      await trx
        .updateTable('payment_refunds')
        .set({ ...seen, status: change.to, failure })
        .where('id', '=', refund.id)
        .execute();
      if (change.to === 'needs_attention') {
        const note =
          change.answer === null
            ? `${amount}: ${failure ?? ''}`
            : `${amount}: the provider needs the payer's bank details to pay it out${failure ? ` (${failure})` : ''}. Finish it in the provider's dashboard.`;
        await repo.insertEvent(trx, payment.id, { kind: 'refund_needs_attention', note });
        await recordAudit(trx, context, {
          action: 'payment.refund_needs_attention',
          entityType: 'payment',
          entityId: payment.id,
          details: { reference: payment.reference, refund_id: refund.id, failure },
        });
      }
      return;
    }
    if (change.to === 'failed') {
      await trx
        .updateTable('payment_refunds')
        .set({ ...seen, status: 'failed', failure: change.failure })
        .where('id', '=', refund.id)
        .execute();
      await repo.updatePayment(trx, payment.id, {
        refunding_amount: payment.refunding_amount - refund.amount,
      });
      await repo.insertEvent(trx, payment.id, {
        kind: 'refund_failed',
        note: `${amount} not refunded: ${change.failure}`,
      });
      await recordAudit(trx, context, {
        action: 'payment.refund_failed',
        entityType: 'payment',
        entityId: payment.id,
        details: {
          reference: payment.reference,
          refund_id: refund.id,
          amount: refund.amount,
          failure: change.failure,
        },
      });
      return;
    }
    // Processed: the money went back.
    await trx
      .updateTable('payment_refunds')
      .set({ ...seen, status: 'processed', failure: null, processed_at: now })
      .where('id', '=', refund.id)
      .execute();
    const refunded = payment.refunded_amount + refund.amount;
    const isWhole = refunded === payment.amount;
    const after = await repo.updatePayment(trx, payment.id, {
      refunded_amount: refunded,
      refunding_amount: payment.refunding_amount - refund.amount,
      ...(isWhole && {
        status: 'refunded' as const,
        refunded_at: now,
        refund_reason: refund.reason,
        refunded_by: refund.requested_by,
      }),
    });
    const owner = isWhole
      ? await refundOwner(trx, after, refund.requested_by, refund.reason, context)
      : { note: '', isMoved: false };
    // No status change to announce (a part refunded, an "other" payment, an application past
    // refunding): the payer is told of the refund itself.
    if (!owner.isMoved) await notifyPaymentRefunded(trx, after, refund.reason, refund.amount);
    await repo.insertEvent(trx, payment.id, {
      kind: 'refunded',
      note: `${amount} returned: ${refund.reason}${owner.note}`,
      actorUserId: refund.requested_by,
    });
    await recordAudit(trx, context, {
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        reference: payment.reference,
        refund_id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        ...(isWhole && { changes: { status: { from: 'paid', to: 'refunded' } } }),
      },
    });
  });
}

/** What the provider reports about a refund, applied through the one change. */
export const applyRefund = (
  db: Kysely<Database>,
  refundId: number,
  answer: ProviderRefund,
  context: AuditContext,
) =>
  changeRefund(
    db,
    refundId,
    answer.status === 'failed'
      ? {
          to: 'failed',
          answer,
          failure: answer.failure ?? 'The provider reports the refund failed.',
        }
      : { to: answer.status, answer },
    context,
  );

/** Our conclusion that nothing was refunded, while the refund is still unanswered. */
const failRefund = (
  db: Kysely<Database>,
  refund: Pick<PaymentRefundRow, 'id' | 'attempts'>,
  failure: string,
  context: AuditContext,
) =>
  changeRefund(
    db,
    refund.id,
    { to: 'failed', answer: null, failure, ifUnanswered: refund.attempts },
    context,
  );

/** Takes the right to ask the provider again, once, for whoever gets it first. */
const claimAskAgain = (db: Kysely<Database>, refund: PaymentRefundRow, now: Date) =>
  db
    .updateTable('payment_refunds')
    .set({ attempts: sql<number>`attempts + 1`, last_attempt_at: now })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .where('provider_refund_id', 'is', null)
    .where('attempts', '=', refund.attempts)
    .where('attempts', '<', REFUND_MAX_ATTEMPTS)
    .where(
      sql<boolean>`coalesce(last_attempt_at, requested_at) < ${new Date(now.getTime() - REFUND_ASK_AGAIN_AFTER_MS)}`,
    )
    .returningAll()
    .executeTakeFirst();

/**
 * Brings one refund up to date with the provider. With the provider's id: fetched. Without it
 * (the request went unanswered): looked for among the transaction's refunds at the provider by
 * the note it was sent with; when none is there and the last request is REFUND_ASK_AGAIN_AFTER_MS
 * old, asked again by whoever claims it first (failed after REFUND_MAX_ATTEMPTS).
 */
async function syncRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  refund: PaymentRefundRow,
  reference: string,
  context: AuditContext,
  log: Logger,
  now: Date,
): Promise<void> {
  if (refund.provider_refund_id !== null) {
    await applyRefund(
      db,
      refund.id,
      await provider.fetchRefund(refund.provider_refund_id),
      context,
    );
    return;
  }
  // Ours are known by the note we send; a provider that keeps none (the local one) by amount.
  const found = (await provider.refundsOf(reference)).find((candidate) =>
    candidate.merchantNote === null
      ? candidate.amount === refund.amount
      : candidate.merchantNote.startsWith(refundMark(refund.id)),
  );
  if (found) {
    await applyRefund(db, refund.id, found, context);
    return;
  }
  if (refund.status !== 'pending') return;
  const lastAsked = refund.last_attempt_at ?? refund.requested_at;
  if (now.getTime() - lastAsked.getTime() < REFUND_ASK_AGAIN_AFTER_MS) return;
  if (refund.attempts >= REFUND_MAX_ATTEMPTS) {
    await failRefund(
      db,
      refund,
      `The provider did not answer ${String(refund.attempts)} requests and holds no such refund: nothing was returned. Ask again when it is reachable.`,
      context,
    );
    return;
  }
  const claimed = await claimAskAgain(db, refund, now);
  if (claimed) await askProvider(db, provider, claimed, reference, context, log);
}

/** A provider's refund webhook: the payment's open refunds are asked about (never trusted as sent). */
export async function syncRefundsOf(
  db: Kysely<Database>,
  provider: PaymentProvider,
  reference: string,
  context: AuditContext,
  log: Logger,
  now: Date = new Date(),
): Promise<number> {
  const open = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .selectAll('r')
    .where('p.reference', '=', reference)
    .where('p.provider', '=', provider.name)
    .where('r.status', 'in', ['pending', 'needs_attention'])
    .orderBy('r.id')
    .execute();
  for (const refund of open) await syncRefund(db, provider, refund, reference, context, log, now);
  return open.length;
}

export interface RefundReconcileSummary {
  checked: number;
  errors: number;
}

/**
 * The reconciliation job's refunds: every refund still under way, not checked in the last
 * REFUND_RECHECK_MS, of the enabled provider, is brought up to date (50 a pass, oldest first).
 */
export async function reconcileRefunds(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  log: Logger,
  now: Date = new Date(),
): Promise<RefundReconcileSummary> {
  const summary: RefundReconcileSummary = { checked: 0, errors: 0 };
  const due = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .selectAll('r')
    .select('p.reference')
    .where('r.status', 'in', ['pending', 'needs_attention'])
    .where('p.provider', '=', providers.active.name)
    .where((eb) =>
      eb.or([
        eb('r.checked_at', 'is', null),
        eb('r.checked_at', '<', new Date(now.getTime() - REFUND_RECHECK_MS)),
      ]),
    )
    .where('r.requested_at', '<', new Date(now.getTime() - REFUND_RECHECK_MS))
    .orderBy('r.requested_at')
    .limit(BATCH)
    .execute();
  for (const { reference, ...refund } of due) {
    summary.checked += 1;
    try {
      await syncRefund(
        db,
        providers.active,
        refund,
        reference,
        { actorUserId: null, ip: null },
        log,
        now,
      );
      await db
        .updateTable('payment_refunds')
        .set({ checked_at: now })
        .where('id', '=', refund.id)
        .execute();
    } catch (error) {
      summary.errors += 1;
      log.warn(
        { refund: refund.id, reason: (error as Error).message },
        'reconciliation could not check a refund',
      );
    }
  }
  return summary;
}
