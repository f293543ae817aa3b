import {
  PAYMENT_NOT_FOUND_MESSAGE,
  RECEIPT_NEEDS_EMAIL_MESSAGE,
  type TPublicPayment,
} from '@registrar/shared-api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentRow } from '../../db/schema-applications';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditContext } from '../audit/repository';
import { loadOwner } from './owners';
import { ProviderError, WebhookRejectedError } from './providers/provider';
import type { ProviderRegistry } from './providers/registry';
import * as repo from './repository';
import { renderPaymentReceipt } from './receipt';
import type { InstitutionSigner } from '../signing/plugin';
import { isPayerProof, toPublicPayment } from './redaction';
import { syncRefundsOf } from './refunds';
import { settlePayment } from './settlement';

export interface Logger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export const WEBHOOK_REJECTED_MESSAGE = 'The webhook signature is not valid.';
export const PAYMENT_MISMATCH_MESSAGE =
  'The payment reported does not match what was charged; it was not credited.';

export const RECEIPT_NOT_AVAILABLE = 'The receipt is available once the payment is paid.';

const present = async (db: Kysely<Database>, row: PaymentRow, email: string | undefined) =>
  toPublicPayment(row, await loadOwner(db, row), email);

/** A payment by its reference: redacted unless `email` is the one on the application. */
export async function getPayment(
  db: Kysely<Database>,
  reference: string,
  email: string | undefined,
): Promise<TPublicPayment> {
  const row = await repo.findByReference(db, reference);
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return present(db, row, email);
}

/**
 * The PDF receipt of a paid payment, for its payer only: it names the payer and their email, so
 * it needs the email on the application (403 without it; 404 until paid, as before).
 */
export async function getReceipt(
  db: Kysely<Database>,
  reference: string,
  email: string | undefined,
  signer: InstitutionSigner,
): Promise<Buffer> {
  const row = await repo.findByReference(db, reference);
  if (!row || row.status !== 'paid') throw notFound(RECEIPT_NOT_AVAILABLE);
  if (!isPayerProof(await loadOwner(db, row), email))
    throw new HttpError(403, RECEIPT_NEEDS_EMAIL_MESSAGE);
  const pdf = await renderPaymentReceipt(db, reference, signer);
  if (!pdf) throw notFound(RECEIPT_NOT_AVAILABLE);
  return pdf;
}

/**
 * The return URL's call: a pending payment is verified with its provider and settled; anything
 * else answers as stored (no provider call). A provider that cannot be reached leaves the
 * payment pending: the payer sees "still confirming", the webhook or the job settles it later.
 */
export async function verifyPayment(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  reference: string,
  email: string | undefined,
  context: AuditContext,
  log: Logger,
): Promise<TPublicPayment> {
  const row = await repo.findByReference(db, reference);
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  if (row.status !== 'pending' || row.provider !== providers.active.name)
    return present(db, row, email);
  try {
    const verification = await providers.active.verify(reference);
    const outcome = await settlePayment(db, {
      reference,
      provider: row.provider,
      verification,
      source: 'verify',
      context,
    });
    return present(db, outcome.result === 'unknown' ? row : outcome.payment, email);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.warn({ reference, reason: (error as Error).message }, 'payment verification failed');
    return present(db, (await repo.findByReference(db, reference)) ?? row, email);
  }
}

/**
 * A provider's webhook: authenticated from the raw body (401 and nothing recorded when the
 * signature or its timestamp does not hold), then settled like any verification. A reported
 * success that does not match the price is a 409 (logged on the payment, nothing credited).
 */
export async function handleWebhook(
  db: Kysely<Database>,
  providers: ProviderRegistry,
  providerName: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  context: AuditContext,
  log: Logger,
): Promise<string> {
  const provider = providers.get(providerName);
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers, new Date());
  } catch (error) {
    if (!(error instanceof WebhookRejectedError)) throw error;
    log.warn({ provider: providerName, reason: error.message, ip: context.ip }, 'webhook rejected');
    throw new HttpError(401, WEBHOOK_REJECTED_MESSAGE);
  }
  if (event.isRefund && event.reference) {
    let open;
    try {
      open = await syncRefundsOf(db, provider, event.reference, context, log);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Not acknowledged: the provider sends the webhook again, and the job asks meanwhile.
      throw new HttpError(
        502,
        `The provider could not be asked about the refund: ${error.message}`,
      );
    }
    log.info({ provider: provider.name, reference: event.reference, open }, 'refund webhook');
    return open === 0 ? 'Event ignored.' : 'Refunds checked.';
  }
  if (!event.reference || !event.verification) return 'Event ignored.';
  const outcome = await settlePayment(db, {
    reference: event.reference,
    provider: provider.name,
    verification: event.verification,
    source: 'webhook',
    context,
    webhookEvent: event.event,
  });
  log.info(
    { provider: provider.name, reference: event.reference, result: outcome.result },
    'webhook',
  );
  if (outcome.result === 'unknown') return 'Event ignored.';
  if (outcome.result === 'rejected') throw new HttpError(409, PAYMENT_MISMATCH_MESSAGE);
  return outcome.result === 'settled' ? 'Payment settled.' : 'Payment already settled.';
}
