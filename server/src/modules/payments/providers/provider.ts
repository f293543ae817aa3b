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
}

export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** Registers the transaction with the provider; answers where to send the payer. */
  initialize(input: InitializeInput): Promise<{ checkoutUrl: string }>;
  /** Asks the provider what happened to the transaction. */
  verify(reference: string): Promise<ProviderVerification>;
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

/** A header's single value (Node gives arrays for repeated headers: then it is not trusted). */
export const headerValue = (
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};
