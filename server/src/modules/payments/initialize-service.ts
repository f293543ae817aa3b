import { type IdempotencyKey, RecordedWriteUnfinished } from '../idempotency/handler';
import {
  ALREADY_PAID_MESSAGE,
  PAYMENT_STARTED_MESSAGE,
  type TInitializedPayment,
  type TInitializePaymentBody,
} from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { HttpError, invalid } from '../../lib/http-errors';
import { isApplicantEmail } from '../applications/redaction';
import { type AuditContext, recordAudit } from '../audit/repository';
import { loadOwner } from './owners';
import { lockPayableApplication, type Target } from './payable';
import type { ProviderRegistry } from './providers/registry';
import { generatePaymentReference } from './reference';
import * as repo from './repository';
import { mirrorStandalone } from './settlement';

export { APPLICATION_NOT_FOUND_MESSAGE } from './payable';
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider could not be reached. Please try again.';
const STARTING_WAIT_MS = 250;
const STARTING_ATTEMPTS = 20;
/**
 * A start whose checkout is still missing after this died with the process that was asking the
 * provider for it (a provider call gives up after 15 s): the next initialize fails it and starts
 * afresh.
 */
const START_TIMEOUT_MS = 60_000;

/** Claimed, and the provider has not given its checkout yet. */
const isStarting = (payment: PaymentRow) => payment.status === 'pending' && !payment.checkout_url;

const isDeadStart = (payment: PaymentRow, now = Date.now()) =>
  isStarting(payment) && now - new Date(payment.created_at).getTime() > START_TIMEOUT_MS;

/** Marks a payment that never reached the provider's checkout failed, with its event and audit. */
async function failStart(
  trx: Db,
  payment: PaymentRow,
  context: AuditContext,
  why: { note: string; reason: string },
) {
  const failed = await repo.updatePayment(trx, payment.id, { status: 'failed' });
  await mirrorStandalone(trx, failed, 'failed');
  await repo.insertEvent(trx, payment.id, { kind: 'failed', note: why.note });
  await recordAudit(trx, context, {
    action: 'payment.failed',
    entityType: 'payment',
    entityId: payment.id,
    details: { reference: payment.reference, reason: why.reason },
  });
}

type Claim = { isNew: true; payment: PaymentRow } | { isNew: false; payment: PaymentRow };

/**
 * Step 1, one transaction: the duplicate guard (under the application's row lock: a pending
 * payment is reused for the applicant, a 409 for anyone else; a paid one is a 409) and the new
 * pending payment with its first event.
 */
async function claimPayment(
  db: Kysely<Database>,
  body: TInitializePaymentBody,
  provider: ProviderRegistry['active'],
  context: AuditContext,
  key: IdempotencyKey | undefined,
): Promise<Claim> {
  return db.transaction().execute(async (trx): Promise<Claim> => {
    let target: Target;
    if (body.kind === 'standalone') {
      const type = await trx
        .selectFrom('payment_types')
        .select(['id', 'amount', 'is_active'])
        .where('id', '=', body.payment_type_id)
        .executeTakeFirst();
      if (!type || !type.is_active)
        throw invalid({ payment_type_id: ['Please choose a valid payment type'] });
      target = {
        column: 'standalone_payment_id',
        ownerId: 0,
        amount: type.amount,
        payerName: body.payer_name,
        payerEmail: body.payer_email.toLowerCase(),
      };
    } else {
      target = await lockPayableApplication(trx, body);
      let open = await repo.findOpenFor(trx, target.column, target.ownerId);
      if (open && isDeadStart(open)) {
        await failStart(trx, open, context, {
          note: 'The start of this payment stopped before the provider gave a checkout.',
          reason: 'start interrupted',
        });
        open = undefined;
      }
      if (open?.status === 'paid') throw new HttpError(409, ALREADY_PAID_MESSAGE);
      // The reference of a payment already started is the capability to read it: it goes back
      // only to the applicant (the email on the application). Anyone else gets a 409 saying so,
      // and nothing is written; a second payment for the same thing is never started.
      if (open && !isApplicantEmail(target.payerEmail, body.email))
        throw new HttpError(409, PAYMENT_STARTED_MESSAGE);
      if (open) {
        await key?.record(
          trx,
          open.checkout_url
            ? toInitialized(open, open.checkout_url)
            : { reference: open.reference },
        );
        return { isNew: false, payment: open };
      }
    }

    const reference = generatePaymentReference();
    if (body.kind === 'standalone') {
      const standalone = await trx
        .insertInto('standalone_payments')
        .values({
          payment_type_id: body.payment_type_id,
          payer_name: target.payerName,
          payer_email: target.payerEmail,
          payer_matric_number: body.payer_matric_number ? body.payer_matric_number : null,
          amount: target.amount,
          reference,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      target.ownerId = standalone.id;
    }
    const payment = await repo.insertPayment(trx, {
      provider: provider.name,
      reference,
      [target.column]: target.ownerId,
      amount: target.amount,
      payer_name: target.payerName,
      payer_email: target.payerEmail,
    });
    await repo.insertEvent(trx, payment.id, {
      kind: 'initialized',
      note: `Started with ${provider.name}.`,
    });
    await recordAudit(trx, context, {
      action: 'payment.initialized',
      entityType: 'payment',
      entityId: payment.id,
      details: { reference, kind: body.kind, amount: target.amount, provider: provider.name },
    });
    await key?.record(trx, { reference });
    return { isNew: true, payment };
  });
}

const toInitialized = (payment: PaymentRow, checkoutUrl: string): TInitializedPayment => ({
  reference: payment.reference,
  provider: payment.provider as TInitializedPayment['provider'],
  status: payment.status,
  checkout_url: checkoutUrl,
  amount: payment.amount,
  currency: payment.currency,
});

/** A concurrent request is still asking the provider for this payment's checkout: wait for it. */
async function awaitCheckoutUrl(db: Db, payment: PaymentRow): Promise<TInitializedPayment> {
  for (let attempt = 0; attempt < STARTING_ATTEMPTS; attempt += 1) {
    const row = await repo.findById(db, payment.id);
    if (!row || row.status !== 'pending') break;
    if (row.checkout_url) return toInitialized(row, row.checkout_url);
    await new Promise((resolve) => setTimeout(resolve, STARTING_WAIT_MS));
  }
  throw new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE);
}

/**
 * Starts (or resumes) paying for something the server prices itself. The provider is called
 * between two short transactions (never while a row lock or PGlite's single connection is
 * held); if it fails, the new payment is marked failed so a retry starts afresh.
 */
export async function initializePayment(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  body: TInitializePaymentBody,
  context: AuditContext,
  log: { warn: (details: object, message: string) => void },
  /** Where the payer reached this server (lib/public-origin.ts): the checkout's links follow it. */
  origin: string,
  /** Recorded with the payment's claim: a retry is answered by `answerRetry`. */
  key?: IdempotencyKey,
): Promise<TInitializedPayment> {
  const claim = await claimPayment(db, body, providers.active, context, key);
  const { payment } = claim;
  if (!claim.isNew) {
    return payment.checkout_url
      ? toInitialized(payment, payment.checkout_url)
      : awaitCheckoutUrl(db, payment);
  }
  const owner = await loadOwner(db, payment);
  let checkoutUrl: string;
  try {
    ({ checkoutUrl } = await providers.active.initialize({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      email: payment.payer_email,
      description: owner.description,
      origin,
    }));
  } catch (error) {
    log.warn(
      {
        reference: payment.reference,
        provider: payment.provider,
        reason: (error as Error).message,
      },
      'payment provider refused to initialize',
    );
    await db.transaction().execute(async (trx) => {
      const current = await repo.lockById(trx, payment.id);
      if (current && isStarting(current))
        await failStart(trx, current, context, {
          note: `The provider could not start the payment: ${(error as Error).message}`,
          reason: 'initialize failed',
        });
      await key?.release(trx);
    });
    throw new HttpError(502, PROVIDER_UNAVAILABLE_MESSAGE);
  }
  // The key's record becomes the whole answer, so a retry gets exactly this one. A later request
  // may have taken this start for dead meanwhile (it failed it and began another): then this
  // checkout is not handed out.
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockById(trx, payment.id);
    if (!current || !isStarting(current)) throw new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE);
    const after = await repo.updatePayment(trx, payment.id, { checkout_url: checkoutUrl });
    const answer = toInitialized(after, checkoutUrl);
    await key?.replace(trx, answer);
    return answer;
  });
}

/**
 * The answer to a retry of an initialize: the first answer, recorded whole once the provider gave
 * the checkout, or the checkout the payment got since. Until then only the payment's reference is
 * recorded: the first request may still be asking the provider (wait for it), or it died doing so
 * or was refused, and the key is freed for a new start.
 */
export async function answerRetry(db: Db, stored: unknown): Promise<TInitializedPayment> {
  const recorded = stored as TInitializedPayment | { reference: string };
  if ('checkout_url' in recorded) return recorded;
  const payment = await repo.findByReference(db, recorded.reference);
  if (payment?.checkout_url) return toInitialized(payment, payment.checkout_url);
  if (!payment || !isStarting(payment) || isDeadStart(payment))
    throw new RecordedWriteUnfinished(`payment ${recorded.reference} never reached a checkout`);
  return awaitCheckoutUrl(db, payment);
}
