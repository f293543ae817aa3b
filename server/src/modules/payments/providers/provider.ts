import type { TPaymentProvider } from '@registrar/shared-api/contracts';

/**
 * What a provider reported about one transaction, mapped to our words. `pending` means "not
 * final yet" (Paystack's abandoned/ongoing/queued…); amount is kobo, currency as reported.
 */
export interface ProviderVerification {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amount: number | null;
  currency: string | null;
  raw: Record<string, unknown>;
}

export interface InitializeInput {
  reference: string;
  /** Kobo. */
  amount: number;
  currency: 'NGN';
  email: string;
  description: string;
  /**
   * The origin the payer reached this server at (lib/public-origin.ts): where the checkout and
   * the provider's return lead unless PUBLIC_URL says otherwise.
   */
  origin: string;
}

/** An authenticated webhook: which payment it is about and, when it says, the outcome. */
export interface WebhookEvent {
  event: string;
  reference: string | null;
  /** null: an event that does not settle anything (we acknowledge and ignore it). */
  verification: ProviderVerification | null;
  /** A refund event: the refunds of the payment `reference` are asked about again. */
  isRefund?: boolean;
}

/**
 * A refund as the provider reports it, mapped to our words: `pending` (queued, processing),
 * `processed`, `failed`, `needs_attention` (the provider needs the payer's bank details).
 */
export interface ProviderRefund {
  id: string;
  /** Kobo. */
  amount: number;
  status: 'pending' | 'processed' | 'failed' | 'needs_attention';
  /** The provider's own word for it. */
  providerStatus: string;
  /** The provider's reason, when it failed or needs attention. */
  failure: string | null;
  /** The note the refund was asked with, when the provider keeps it (how ours are known). */
  merchantNote: string | null;
  raw: Record<string, unknown>;
}

export interface RefundInput {
  /** The payment's reference (the provider's transaction reference). */
  reference: string;
  /** Kobo. */
  amount: number;
  /** What the payer is told. */
  customerNote: string;
  /** What the institution's staff read in the provider's dashboard. */
  merchantNote: string;
}

export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** Registers the transaction with the provider; answers where to send the payer. */
  initialize(input: InitializeInput): Promise<{ checkoutUrl: string }>;
  /** Asks the provider what happened to the transaction. */
  verify(reference: string): Promise<ProviderVerification>;
  /**
   * Asks the provider to return `amount` of a paid transaction. Throws ProviderRefusedError when
   * the provider answered no (nothing was refunded), ProviderError when the outcome is unknown
   * (no answer, a timeout, a server error): the refund may exist, so it is looked for before it
   * is asked again.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund the provider knows by this id. */
  fetchRefund(id: string): Promise<ProviderRefund>;
  /** Every refund the provider holds for the transaction `reference`. */
  refundsOf(reference: string): Promise<ProviderRefund[]>;
  /**
   * Authenticates a webhook from its RAW body and headers, then parses it. Throws
   * WebhookRejectedError when the signature (or its timestamp) does not hold.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): WebhookEvent;
}

/** A webhook whose signature does not hold: 401, nothing recorded. */
export class WebhookRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRejectedError';
  }
}

/** The provider could not be reached or answered nonsense (no secret in the message). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The provider answered, and refused: nothing happened (its message says why). */
export class ProviderRefusedError extends ProviderError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

/** A header's single value (Node gives arrays for repeated headers: then it is not trusted). */
export const headerValue = (
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};
