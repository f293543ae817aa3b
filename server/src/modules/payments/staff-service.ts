import type {
  TAuthUser,
  TListPaymentsQuery,
  TPaymentDetail,
  TPaymentFilters,
  TPaymentsPage,
  TRefundPaymentBody,
} from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db, StaffRole } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import type { IdempotencyKey } from '../idempotency/handler';
import { paymentsCsv } from './csv-export';
import { formatNaira } from './money';
import { loadOwner, loadOwners } from './owners';
import { toDetail, toSummary } from './presenter';
import { ProviderError } from './providers/provider';
import type { ProviderRegistry } from './providers/registry';
import type { Logger } from './public-service';
import { PAYMENT_ID_NOT_FOUND, refundableOf, requestRefund } from './refunds';
import * as repo from './repository';
import { settlePayment } from './settlement';
import { pageOfPayments, totalsOf } from './staff-queries';

/** Who handles payments: administrators and the bursary (registry officers do not). */
export const PAYMENT_STAFF: StaffRole[] = ['administrator', 'bursary'];
export { ONLY_PAID_REFUNDABLE, PAYMENT_ID_NOT_FOUND } from './refunds';

export async function listPayments(
  db: Db,
  actor: TAuthUser | null,
  query: TListPaymentsQuery,
): Promise<TPaymentsPage> {
  assertRole(actor, ...PAYMENT_STAFF);
  const { page, per_page: perPage, ...filters } = query;
  const totals = await totalsOf(db, filters);
  const rows = await pageOfPayments(db, filters, perPage, (page - 1) * perPage);
  const owners = await loadOwners(db, rows);
  const data = rows.map((row) => toSummary(row, owners.get(row.id)!));
  return {
    ...paginate(data, totals.count, page, perPage, '/api/payments', {
      ...filters,
      per_page: perPage === 10 ? undefined : perPage,
    }),
    totals,
  };
}

export async function exportPayments(db: Db, actor: TAuthUser | null, filters: TPaymentFilters) {
  assertRole(actor, ...PAYMENT_STAFF);
  return paymentsCsv(db, filters);
}

async function detailOf(db: Db, row: PaymentRow): Promise<TPaymentDetail> {
  const [owner, events, refundedBy, refunds] = await Promise.all([
    loadOwner(db, row),
    repo.eventsOf(db, row.id),
    row.refunded_by === null ? undefined : repo.staffName(db, row.refunded_by),
    repo.refundsOf(db, row.id),
  ]);
  return toDetail(row, owner, events, refundedBy ?? null, refunds, refundableOf(row));
}

export async function getPaymentDetail(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...PAYMENT_STAFF);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(PAYMENT_ID_NOT_FOUND);
  return detailOf(db, row);
}

/** Staff ask the provider again; the answer goes through the one settlement. */
export async function reverifyPayment(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<TPaymentDetail> {
  const staff = assertRole(actor, ...PAYMENT_STAFF);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(PAYMENT_ID_NOT_FOUND);
  if (row.provider !== providers.active.name)
    throw new HttpError(409, `The ${row.provider} provider is not enabled on this server.`);
  let verification;
  try {
    verification = await providers.active.verify(row.reference);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new HttpError(502, `The payment provider did not answer: ${error.message}`);
  }
  await settlePayment(db, {
    reference: row.reference,
    provider: row.provider,
    verification,
    source: 'reverify',
    context,
  });
  const amount = verification.amount === null ? '' : ` ${formatNaira(verification.amount)}`;
  await repo.insertEvent(db, row.id, {
    kind: 'reverified',
    note: `The provider reports ${verification.status}${amount} ${verification.currency ?? ''}`.trim(),
    actorUserId: staff.id,
  });
  // The staff action itself, whatever it changed (a settlement it caused is audited apart).
  await recordAudit(db, context, {
    action: 'payment.reverified',
    entityType: 'payment',
    entityId: row.id,
    details: {
      reference: row.reference,
      reported: { status: verification.status, amount: verification.amount },
    },
  });
  return detailOf(db, (await repo.findById(db, id))!);
}

/**
 * Refunds all or part of a paid payment through its provider (refunds.ts), with a reason: the
 * answer is the payment's detail, whose newest refund says what the provider did.
 */
export async function refundPayment(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  actor: TAuthUser | null,
  id: number,
  body: TRefundPaymentBody,
  context: AuditContext,
  log: Logger,
  key: IdempotencyKey | undefined,
): Promise<TPaymentDetail> {
  const staff = assertRole(actor, ...PAYMENT_STAFF);
  await requestRefund(
    db,
    providers,
    { paymentId: id, body, requestedBy: staff.id, key },
    context,
    log,
  );
  return paymentDetail(db, id);
}

/** The payment's staff detail, by id (a refund's retry is answered with it). */
export const paymentDetail = async (db: Db, id: number) => {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(PAYMENT_ID_NOT_FOUND);
  return detailOf(db, row);
};
