import { hmacSha512Hex, sameSignature } from './hmac';
import {
  headerValue,
  type InitializeInput,
  type PaymentProvider,
  type ProviderVerification,
  ProviderError,
  WebhookRejectedError,
} from './provider';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
const REQUEST_TIMEOUT_MS = 15_000;

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

interface PaystackTransaction {
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
}

/**
 * Paystack's transaction states → ours. Only success and failed are final; `abandoned` is
 * Paystack's state of a transaction the payer has not completed (yet), so like ongoing, pending,
 * processing and queued it stays pending here; the reconciliation job abandons it after a limit.
 * `reversed` (money returned after success) is failed: it never credits.
 */
export function mapPaystackStatus(status: string | undefined): ProviderVerification['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending';
}

const toVerification = (
  transaction: PaystackTransaction,
  raw: Record<string, unknown>,
): ProviderVerification => ({
  status: mapPaystackStatus(transaction.status),
  amount: typeof transaction.amount === 'number' ? transaction.amount : null,
  currency: typeof transaction.currency === 'string' ? transaction.currency : null,
  raw,
});

/**
 * Paystack's documented API: POST /transaction/initialize (amount in kobo, callback_url),
 * GET /transaction/verify/:reference, webhooks signed with x-paystack-signature = hex
 * HMAC-SHA512 of the raw body keyed with the secret key. The key only ever goes in the
 * Authorization header, never in a log line or an error message.
 */
export function paystackProvider(options: {
  secretKey: string;
  baseUrl: string;
  /** PUBLIC_URL; unset: the payer returns to the origin they started from. */
  publicUrl: string | undefined;
}): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`Paystack could not be reached (${(error as Error).name})`);
    }
    const text = await response.text();
    let json: PaystackEnvelope<T>;
    try {
      json = JSON.parse(text) as PaystackEnvelope<T>;
    } catch {
      throw new ProviderError(`Paystack answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok || json.status !== true || json.data === undefined)
      throw new ProviderError(
        `Paystack answered ${response.status}: ${String(json.message ?? 'no message')}`,
      );
    return { data: json.data, raw: json as unknown as Record<string, unknown> };
  }

  return {
    name: 'paystack',

    async initialize(input: InitializeInput) {
      const { data } = await call<{ authorization_url?: string }>(
        'POST',
        '/transaction/initialize',
        {
          email: input.email,
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          callback_url: `${options.publicUrl ?? input.origin}/callback/paystack`,
          metadata: { description: input.description },
        },
      );
      if (typeof data.authorization_url !== 'string' || !data.authorization_url)
        throw new ProviderError('Paystack answered without an authorization_url');
      return { checkoutUrl: data.authorization_url };
    },

    async verify(reference: string) {
      const { data, raw } = await call<PaystackTransaction>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      return toVerification(data, raw);
    },

    parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const signature = headerValue(headers, PAYSTACK_SIGNATURE_HEADER);
      if (!signature) throw new WebhookRejectedError('missing signature');
      if (!sameSignature(hmacSha512Hex(options.secretKey, rawBody), signature))
        throw new WebhookRejectedError('bad signature');
      const body = JSON.parse(rawBody) as { event?: unknown; data?: PaystackTransaction };
      const event = typeof body.event === 'string' ? body.event : 'unknown';
      const reference = typeof body.data?.reference === 'string' ? body.data.reference : null;
      // Only a successful charge settles; other events are acknowledged and left to verify().
      if (event !== 'charge.success' || !body.data || !reference)
        return { event, reference, verification: null };
      return {
        event,
        reference,
        verification: toVerification(body.data, body as Record<string, unknown>),
      };
    },
  };
}
