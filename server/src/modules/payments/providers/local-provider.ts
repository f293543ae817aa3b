import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/schema';
import type { LocalPaymentRefundsTable } from '../../../db/schema-payments';
import type { Selectable } from 'kysely';
import type { LocalSessionStatus } from '../../../db/schema-payments';
import { checkLocalSignature, LOCAL_SIGNATURE_HEADER } from './hmac';
import {
  headerValue,
  type InitializeInput,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderVerification,
  type RefundInput,
  ProviderError,
  ProviderRefusedError,
  WebhookRejectedError,
} from './provider';

/** The payer's choice on the test checkout page. */
export type LocalOutcome = 'succeed' | 'fail' | 'abandon';
export const localOutcomes: readonly LocalOutcome[] = ['succeed', 'fail', 'abandon'];

const statusOfOutcome: Record<LocalOutcome, Exclude<LocalSessionStatus, 'pending'>> = {
  succeed: 'success',
  fail: 'failed',
  abandon: 'abandoned',
};

/** The local webhook's body: what the test checkout recorded for one reference. */
export interface LocalWebhookBody {
  event: 'charge.completed';
  data: { reference: string; status: LocalSessionStatus; amount: number; currency: string };
}

const findSession = (db: Db, reference: string) =>
  db
    .selectFrom('local_payment_sessions')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();

/** A local refund is processed as soon as it is asked: no money moves. */
const toRefund = (row: Selectable<LocalPaymentRefundsTable>): ProviderRefund => ({
  id: row.id,
  amount: row.amount,
  status: 'processed',
  providerStatus: 'processed',
  failure: null,
  merchantNote: null,
  raw: {
    provider: 'local',
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    status: 'processed',
    created_at: row.created_at.toISOString(),
  },
});

/**
 * The built-in test provider: its "transactions" live in `local_payment_sessions`, its checkout
 * pages are served by this server (checkout/), and its webhooks are signed like a real
 * provider's (x-registrar-signature, HMAC-SHA512 over "<t>.<raw body>", 300 s tolerance).
 * No money moves.
 */
export function localProvider(db: Db, options: { publicUrl: string | undefined; secret: string }) {
  const provider = {
    name: 'local' as const,

    async initialize(input: InitializeInput) {
      await db
        .insertInto('local_payment_sessions')
        .values({
          reference: input.reference,
          amount: input.amount,
          currency: input.currency,
          email: input.email,
          description: input.description,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return {
        checkoutUrl: `${options.publicUrl ?? input.origin}/checkout/local/${encodeURIComponent(input.reference)}`,
      };
    },

    async verify(reference: string): Promise<ProviderVerification> {
      const session = await findSession(db, reference);
      if (!session) throw new ProviderError('the local provider has no such transaction');
      return {
        status: session.status === 'success' ? 'success' : session.status,
        amount: session.amount,
        currency: session.currency,
        raw: {
          provider: 'local',
          reference: session.reference,
          status: session.status,
          amount: session.amount,
          currency: session.currency,
          completed_at: session.completed_at ? session.completed_at.toISOString() : null,
        },
      };
    },

    /**
     * Refunds a paid test transaction at once, refusing (as a real provider does) an unpaid one
     * and more than is left of it.
     */
    async refund(input: RefundInput): Promise<ProviderRefund> {
      return db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('local_payment_sessions')
          .selectAll()
          .where('reference', '=', input.reference)
          .forUpdate()
          .executeTakeFirst();
        if (!session) throw new ProviderRefusedError('Transaction not found');
        if (session.status !== 'success')
          throw new ProviderRefusedError('Transaction has not been paid');
        const { total } = await trx
          .selectFrom('local_payment_refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
          .where('reference', '=', input.reference)
          .executeTakeFirstOrThrow();
        if (input.amount > session.amount - Number(total))
          throw new ProviderRefusedError('Refund amount is more than is left of the transaction');
        const row = await trx
          .insertInto('local_payment_refunds')
          .values({ id: `LRF-${randomUUID()}`, reference: input.reference, amount: input.amount })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toRefund(row);
      });
    },

    async fetchRefund(id: string): Promise<ProviderRefund> {
      const row = await db
        .selectFrom('local_payment_refunds')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ProviderRefusedError('Refund not found');
      return toRefund(row);
    },

    async refundsOf(reference: string): Promise<ProviderRefund[]> {
      const rows = await db
        .selectFrom('local_payment_refunds')
        .selectAll()
        .where('reference', '=', reference)
        .orderBy('created_at')
        .execute();
      return rows.map(toRefund);
    },

    parseWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
      now: Date,
    ) {
      const header = headerValue(headers, LOCAL_SIGNATURE_HEADER);
      const problem = checkLocalSignature(options.secret, rawBody, header, now);
      if (problem) throw new WebhookRejectedError(problem);
      const body = JSON.parse(rawBody) as Partial<LocalWebhookBody>;
      const data = body.data;
      if (body.event !== 'charge.completed' || !data || typeof data.reference !== 'string')
        return { event: String(body.event ?? 'unknown'), reference: null, verification: null };
      const status = data.status;
      const known = status === 'success' || status === 'failed' || status === 'abandoned';
      return {
        event: body.event,
        reference: data.reference,
        verification: {
          status: known ? status : ('pending' as const),
          amount: typeof data.amount === 'number' ? data.amount : null,
          currency: typeof data.currency === 'string' ? data.currency : null,
          raw: body as Record<string, unknown>,
        },
      };
    },

    findSession: (reference: string) => findSession(db, reference),

    /**
     * Records the payer's choice once (the first outcome wins, like a real checkout that closes)
     * and answers the webhook body to send, or null when the session is unknown.
     */
    async recordOutcome(
      reference: string,
      outcome: LocalOutcome,
    ): Promise<LocalWebhookBody | null> {
      await db
        .updateTable('local_payment_sessions')
        .set({ status: statusOfOutcome[outcome], completed_at: new Date() })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .execute();
      const session = await findSession(db, reference);
      if (!session) return null;
      return {
        event: 'charge.completed',
        data: {
          reference: session.reference,
          status: session.status,
          amount: session.amount,
          currency: session.currency,
        },
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type LocalProvider = ReturnType<typeof localProvider>;
