import { hmacSha512Hex, sameSignature } from './hmac';
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

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
const REQUEST_TIMEOUT_MS = 15_000;
/** Statuses with which Paystack refuses a request it did not carry out. */
const REFUSALS = new Set([400, 401, 403, 404, 422]);

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

interface PaystackTransaction {
  id?: number;
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
}

interface PaystackRefund {
  id?: number | string;
  amount?: number | string;
  status?: string;
  reason?: string | null;
  customer_note?: string | null;
  merchant_note?: string | null;
}

/**
 * Paystack's refund states → ours: pending and processing are under way; `needs-attention` is a
 * refund Paystack cannot pay out without the customer's bank details (finished in its dashboard).
 */
export function mapPaystackRefundStatus(status: string | undefined): ProviderRefund['status'] {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  if (status === 'needs-attention') return 'needs_attention';
  return 'pending';
}

const toRefund = (refund: PaystackRefund, raw: Record<string, unknown>): ProviderRefund => {
  if (refund.id === undefined || refund.id === null)
    throw new ProviderError('Paystack answered a refund without an id');
  const status = mapPaystackRefundStatus(refund.status);
  return {
    id: String(refund.id),
    amount: Number(refund.amount ?? 0),
    status,
    providerStatus: refund.status ?? 'unknown',
    failure:
      (status === 'failed' || status === 'needs_attention') && typeof refund.reason === 'string'
        ? refund.reason
        : null,
    merchantNote: typeof refund.merchant_note === 'string' ? refund.merchant_note : null,
    raw,
  };
};

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
 * GET /transaction/verify/:reference, POST /refund, GET /refund/:id, GET /refund?transaction=,
 * webhooks (charge.success, refund.*) signed with x-paystack-signature = hex
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
    const problem = `Paystack answered ${response.status}: ${String(json.message ?? 'no message')}`;
    // These are Paystack saying no (nothing happened). Anything else (408, 409, 429, 5xx: a
    // timeout, a conflict, a rate limit, a failure) leaves the outcome unknown.
    if (REFUSALS.has(response.status)) throw new ProviderRefusedError(problem);
    if (!response.ok || json.status !== true || json.data === undefined)
      throw new ProviderError(problem);
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

    async refund(input: RefundInput) {
      const { data, raw } = await call<PaystackRefund>('POST', '/refund', {
        transaction: input.reference,
        amount: input.amount,
        currency: 'NGN',
        customer_note: input.customerNote,
        merchant_note: input.merchantNote,
      });
      return toRefund(data, raw);
    },

    async fetchRefund(id: string) {
      const { data, raw } = await call<PaystackRefund>('GET', `/refund/${encodeURIComponent(id)}`);
      return toRefund(data, raw);
    },

    async refundsOf(reference: string) {
      // Paystack lists refunds by the transaction's numeric id, which verify answers.
      const { data: transaction } = await call<PaystackTransaction>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if (typeof transaction.id !== 'number')
        throw new ProviderError('Paystack answered a transaction without an id');
      const { data } = await call<PaystackRefund[]>(
        'GET',
        `/refund?transaction=${String(transaction.id)}&perPage=100`,
      );
      if (!Array.isArray(data)) throw new ProviderError('Paystack answered refunds not as a list');
      return data.map((refund) => toRefund(refund, refund as Record<string, unknown>));
    },

    parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const signature = headerValue(headers, PAYSTACK_SIGNATURE_HEADER);
      if (!signature) throw new WebhookRejectedError('missing signature');
      if (!sameSignature(hmacSha512Hex(options.secretKey, rawBody), signature))
        throw new WebhookRejectedError('bad signature');
      const body = JSON.parse(rawBody) as {
        event?: unknown;
        data?: PaystackTransaction & { transaction_reference?: unknown };
      };
      const event = typeof body.event === 'string' ? body.event : 'unknown';
      // refund.pending, .processing, .processed, .failed: the payment's refunds are asked about.
      if (event.startsWith('refund.')) {
        const transactionReference = body.data?.transaction_reference;
        return {
          event,
          reference: typeof transactionReference === 'string' ? transactionReference : null,
          verification: null,
          isRefund: true,
        };
      }
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
