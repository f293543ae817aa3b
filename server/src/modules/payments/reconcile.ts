import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Logger } from './public-service';
import type { ProviderRegistry } from './providers/registry';
import { reconcileRefunds } from './refunds';
import * as repo from './repository';
import { abandonPayment, settlePayment } from './settlement';

/** A payer gets this long on the provider's page before the job first asks about them. */
export const RECHECK_AFTER_MS = 5 * 60 * 1000;
/** A payment still pending after this is abandoned (a new initialize then starts afresh). */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

export interface ReconcileSummary {
  checked: number;
  settled: number;
  abandoned: number;
  /** Refunds under way brought up to date (refunds.ts). */
  refunds: number;
  errors: number;
}

/**
 * One pass of the reconciliation job: every pending payment older than RECHECK_AFTER_MS is
 * verified with its provider and settled through the one settlement; one still pending after
 * ABANDON_AFTER_MS is marked abandoned. A payment verified less than RECHECK_AFTER_MS ago, one
 * whose reported success was rejected (wrong amount or currency: staff look at it) and one of a
 * provider that is not enabled are only abandoned by age. Refunds under way are then brought up
 * to date (reconcileRefunds). Runs on an interval while the server listens; tests call it directly.
 */
export async function reconcilePayments(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  log: Logger,
  now: Date = new Date(),
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    settled: 0,
    abandoned: 0,
    refunds: 0,
    errors: 0,
  };
  const due = await repo.pendingCreatedBefore(
    db,
    new Date(now.getTime() - RECHECK_AFTER_MS),
    BATCH,
  );
  for (const payment of due) {
    summary.checked += 1;
    try {
      // A rejected (mismatched) success waits for staff; asking again would only repeat it.
      const isRecent =
        payment.verified_at !== null &&
        now.getTime() - payment.verified_at.getTime() < RECHECK_AFTER_MS;
      if (payment.provider === providers.active.name && !payment.was_rejected && !isRecent) {
        const verification = await providers.active.verify(payment.reference);
        const outcome = await settlePayment(db, {
          reference: payment.reference,
          provider: payment.provider,
          verification,
          source: 'reconcile',
          context: { actorUserId: null, ip: null },
        });
        if (outcome.result === 'settled') {
          summary.settled += 1;
          continue;
        }
      }
      if (now.getTime() - payment.created_at.getTime() >= ABANDON_AFTER_MS) {
        const outcome = await abandonPayment(
          db,
          payment.reference,
          payment.provider,
          'still pending after 24 hours',
        );
        if (outcome.result === 'settled') summary.abandoned += 1;
      }
    } catch (error) {
      summary.errors += 1;
      log.warn(
        { reference: payment.reference, reason: (error as Error).message },
        'reconciliation could not check a payment',
      );
    }
  }
  const refunds = await reconcileRefunds(db, providers, log, now);
  summary.refunds = refunds.checked;
  summary.errors += refunds.errors;
  if (summary.checked > 0 || summary.refunds > 0) log.info({ ...summary }, 'payments reconciled');
  return summary;
}

/**
 * Runs reconcilePayments every `intervalMs` (never two passes at once). A pass that fails is
 * reported to `onError`, never left as an unhandled rejection. The returned stop function ends
 * the timer and waits for a pass in flight, so nothing queries a database being closed.
 */
export function startReconciler(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
