import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { HttpError } from '../../lib/http-errors';
import { markApplicationPaid } from '../applications/service';
import { type AuditContext, recordAudit } from '../audit/repository';
import { markCertificateApplicationPaid } from '../certificate-applications/service';
import { notifyStandalonePaymentPaid } from '../mail/payment-notifications';
import { formatNaira } from './money';
import type { ProviderVerification } from './providers/provider';
import * as repo from './repository';

/** Who asked: the payer's return (verify), a webhook, the reconciliation job, or staff. */
export type SettleSource = 'verify' | 'webhook' | 'reconcile' | 'reverify';

export interface SettleInput {
  reference: string;
  provider: string;
  verification: ProviderVerification;
  source: SettleSource;
  context: AuditContext;
  /** A webhook's event name: its receipt is logged on the payment. */
  webhookEvent?: string;
}

export type SettleOutcome =
  | { result: 'unknown' }
  | { result: 'settled'; payment: PaymentRow }
  | { result: 'unchanged'; payment: PaymentRow }
  | { result: 'rejected'; payment: PaymentRow; reason: string };

const sourceLabels: Record<SettleSource, string> = {
  verify: "the payer's return",
  webhook: 'webhook',
  reconcile: 'reconciliation',
  reverify: 'staff re-verification',
};

/** Why a reported success cannot be credited, or null when it matches what was priced. */
function mismatchOf(payment: PaymentRow, reported: ProviderVerification): string | null {
  if (reported.currency !== payment.currency)
    return `The provider reported the currency ${reported.currency ?? '(none)'}, not ${payment.currency}.`;
  if (reported.amount === null || !Number.isInteger(reported.amount))
    return 'The provider reported no amount.';
  if (reported.amount < payment.amount)
    return `The provider reported ${formatNaira(reported.amount)}, less than the ${formatNaira(payment.amount)} charged.`;
  return null;
}

/** Credits what the payment is for, inside the settlement's transaction; answers a note. */
async function creditOwner(trx: Db, payment: PaymentRow, context: AuditContext): Promise<string> {
  const kind =
    payment.application_id === null ? null : await repo.requestKindOf(trx, payment.application_id);
  if (payment.application_id !== null && kind === 'transcript') {
    try {
      const moved = await markApplicationPaid(
        trx,
        payment.application_id,
        payment.reference,
        context,
      );
      return moved ? 'Application marked paid.' : 'The application was already past payment.';
    } catch (error) {
      // A cancelled application is not reopened by money arriving: staff refund the payer.
      if (error instanceof HttpError && error.statusCode === 409)
        return 'The application is cancelled and stays so: refund the payer.';
      throw error;
    }
  }
  if (payment.application_id !== null) {
    const moved = await markCertificateApplicationPaid(
      trx,
      payment.application_id,
      payment.reference,
    );
    return moved
      ? 'Certificate application marked paid.'
      : 'The certificate application was not awaiting payment: check it (refund if cancelled).';
  }
  await mirrorStandalone(trx, payment, 'paid');
  await notifyStandalonePaymentPaid(trx, payment);
  return 'Other payment marked paid.';
}

export async function mirrorStandalone(trx: Db, payment: PaymentRow, status: PaymentRow['status']) {
  if (payment.standalone_payment_id === null) return;
  await trx
    .updateTable('standalone_payments')
    .set({
      status,
      ...(status === 'paid' ? { paid_at: payment.paid_at ?? new Date() } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', payment.standalone_payment_id)
    .execute();
}

/**
 * THE settlement, used by the verify endpoint, the webhooks, the reconciliation job and staff
 * re-verification: one transaction holding the payment's row lock (SELECT … FOR UPDATE), so any
 * number of concurrent callers queue and only the first sees `pending`. States only move
 * forward: pending → paid | failed | abandoned (paid → refunded is staff's, refund-service).
 * A success is credited only in NGN and for at least the priced amount (more: credited as priced
 * and flagged over_payment); otherwise the payment stays pending, untouched, and a `rejected`
 * event and audit record say why.
 */
export async function settlePayment(
  db: Kysely<Database>,
  input: SettleInput,
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const payment = await repo.lockByReference(trx, input.reference);
    if (!payment || payment.provider !== input.provider) return { result: 'unknown' };
    const { verification: reported, context } = input;
    if (input.webhookEvent !== undefined)
      await repo.insertEvent(trx, payment.id, { kind: 'webhook', note: input.webhookEvent });

    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(trx, context, {
        action,
        entityType: 'payment',
        entityId: payment.id,
        details: { reference: payment.reference, source: input.source, ...details },
      });
    const reportedFigures = {
      status: reported.status,
      amount: reported.amount,
      currency: reported.currency,
    };

    if (payment.status !== 'pending') {
      if (
        reported.status === 'success' &&
        payment.status !== 'paid' &&
        payment.status !== 'refunded'
      ) {
        const note = `The provider now reports a success for a payment already ${payment.status}: staff must review (refund or credit by hand).`;
        await repo.insertEvent(trx, payment.id, {
          kind: 'late_success',
          note,
          details: reportedFigures,
        });
        await audit('payment.late_success', { reported: reportedFigures });
      }
      return { result: 'unchanged', payment };
    }

    const now = new Date();
    if (reported.status === 'pending') {
      const after = await repo.updatePayment(trx, payment.id, {
        raw: JSON.stringify(reported.raw),
        verified_at: now,
      });
      return { result: 'unchanged', payment: after };
    }

    if (reported.status === 'success') {
      const reason = mismatchOf(payment, reported);
      if (reason) {
        await repo.insertEvent(trx, payment.id, {
          kind: 'rejected',
          note: `Not credited (${sourceLabels[input.source]}): ${reason}`,
          details: { reported: reportedFigures, raw: reported.raw },
          actorUserId: context.actorUserId,
        });
        await audit('payment.rejected', {
          reason,
          expected: { amount: payment.amount, currency: payment.currency },
          reported: reportedFigures,
        });
        return { result: 'rejected', payment, reason };
      }
      const overPayment = reported.amount! > payment.amount;
      const after = await repo.updatePayment(trx, payment.id, {
        status: 'paid',
        paid_at: now,
        verified_at: now,
        raw: JSON.stringify(reported.raw),
        amount_received: reported.amount,
        currency_received: reported.currency,
        over_payment: overPayment,
      });
      const credit = await creditOwner(trx, after, context);
      const over = overPayment
        ? ` Over-payment: ${formatNaira(reported.amount!)} received for ${formatNaira(payment.amount)}; credited as priced, flagged for staff.`
        : '';
      await repo.insertEvent(trx, payment.id, {
        kind: 'paid',
        note: `Settled by ${sourceLabels[input.source]}. ${credit}${over}`,
        details: { reported: reportedFigures },
        actorUserId: context.actorUserId,
      });
      await audit('payment.settled', {
        changes: { status: { from: 'pending', to: 'paid' } },
        amount: payment.amount,
        amount_received: reported.amount,
        over_payment: overPayment,
      });
      return { result: 'settled', payment: after };
    }

    const status = reported.status;
    const after = await repo.updatePayment(trx, payment.id, {
      status,
      verified_at: now,
      raw: JSON.stringify(reported.raw),
      amount_received: reported.amount,
      currency_received: reported.currency,
    });
    await mirrorStandalone(trx, after, status);
    await repo.insertEvent(trx, payment.id, {
      kind: status,
      note: `Reported by ${sourceLabels[input.source]}.`,
      details: { reported: reportedFigures },
      actorUserId: context.actorUserId,
    });
    await audit(`payment.${status}`, { changes: { status: { from: 'pending', to: status } } });
    return { result: 'settled', payment: after };
  });
}

/** The reconciliation job gives up on a payment nobody completed (no provider answer needed). */
export async function abandonPayment(
  db: Kysely<Database>,
  reference: string,
  provider: string,
  note: string,
): Promise<SettleOutcome> {
  return settlePayment(db, {
    reference,
    provider,
    source: 'reconcile',
    context: { actorUserId: null, ip: null },
    verification: {
      status: 'abandoned',
      amount: null,
      currency: null,
      raw: { reconciliation: note },
    },
  });
}
