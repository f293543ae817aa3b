import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './stand-in-http';

/**
 * A local HTTP server (127.0.0.1, random port) that speaks the part of Paystack's API Registrar
 * uses, as documented: POST /transaction/initialize and GET /transaction/verify/:reference with
 * `Authorization: Bearer <secret key>` and the `{ status, message, data }` envelope, amounts in
 * kobo; webhooks signed with x-paystack-signature = hex HMAC-SHA512(raw body, secret key). A new
 * transaction is `abandoned` until the test decides its outcome, as on Paystack.
 *
 * Refunds as documented: POST /refund (`transaction` a reference or id, `amount` optional: the
 * rest of the transaction), GET /refund/:id, GET /refund?transaction=<id>; a new refund is
 * `pending` until the test moves it (processing, processed, failed, needs-attention), and
 * refund.* webhooks carry `transaction_reference`. `faults` makes the next matching requests fail
 * the way a network does: `unavailable` answers 503 and does nothing; `lost-answer` does the work
 * and then answers 500, so the caller cannot know it happened.
 */
export interface StandInRefund {
  id: number;
  transaction: string;
  amount: number;
  status: string;
  customer_note: string | null;
  merchant_note: string | null;
  reason: string | null;
  created_at: string;
}

export interface StandInFault {
  method: string;
  path: string;
  mode: 'unavailable' | 'lost-answer';
}
export interface StandInTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string | null;
  status: string;
  paid_at: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface PaystackStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  transactions: Map<string, StandInTransaction>;
  /** The payer finishes on Paystack: the transaction's outcome (and, to test mismatches, figures). */
  complete(
    reference: string,
    outcome: Partial<Pick<StandInTransaction, 'status' | 'amount' | 'currency'>>,
  ): void;
  /** The raw body and headers of a signed `charge.success` webhook for `reference`. */
  webhook(
    reference: string,
    options?: { secret?: string; event?: string },
  ): {
    body: string;
    headers: Record<string, string>;
  };
  /** Sends that webhook over HTTP to `url`; answers the status code. */
  sendWebhook(url: string, reference: string, options?: { secret?: string }): Promise<number>;
  refunds: Map<number, StandInRefund>;
  /** Failures to play on the next matching requests, first match first (each used once). */
  faults: StandInFault[];
  /** Paystack works on the refund: its new status and, for failed or needs-attention, why. */
  moveRefund(id: number, status: string, reason?: string): void;
  /** The raw body and headers of a signed refund webhook (`refund.<status>` by default). */
  refundWebhook(id: number, event?: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startPaystackStandIn(secretKey: string): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const refunds = new Map<number, StandInRefund>();
  const faults: StandInFault[] = [];
  const requests: RecordedRequest[] = [];
  let nextId = 1000;
  let nextRefundId = 5000;

  const transactionOf = (key: unknown) =>
    typeof key === 'string' || typeof key === 'number'
      ? (transactions.get(String(key)) ??
        [...transactions.values()].find((tx) => String(tx.id) === String(key)))
      : undefined;
  const refundData = (refund: StandInRefund) => {
    const tx = transactions.get(refund.transaction)!;
    return {
      id: refund.id,
      integration: 100032,
      domain: 'test',
      transaction: tx.id,
      dispute: null,
      amount: refund.amount,
      deducted_amount: refund.status === 'processed' ? refund.amount : 0,
      currency: tx.currency,
      channel: 'card',
      fully_deducted: refund.status === 'processed',
      refunded_by: 'registry@example.test',
      refunded_at: refund.status === 'processed' ? new Date().toISOString() : null,
      expected_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      status: refund.status,
      reason: refund.reason,
      customer_note: refund.customer_note,
      merchant_note: refund.merchant_note,
      createdAt: refund.created_at,
    };
  };
  let baseUrl = '';

  const dataOf = (tx: StandInTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    currency: tx.currency,
    gateway_response: tx.status === 'success' ? 'Successful' : 'Pending',
    paid_at: tx.paid_at,
    channel: 'card',
    customer: { email: tx.email },
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      let body: unknown = undefined;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return sendJson(response, 400, { status: false, message: 'Invalid JSON' });
        }
      }
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return sendJson(response, 401, { status: false, message: 'Invalid key' });
      const faultAt = faults.findIndex(
        (fault) => fault.method === request.method && url.pathname === fault.path,
      );
      const fault = faultAt === -1 ? undefined : faults.splice(faultAt, 1)[0];
      if (fault?.mode === 'unavailable')
        return sendJson(response, 503, { status: false, message: 'Service unavailable' });
      // The work is done below; a lost answer replaces what would have been sent.
      const answer =
        fault?.mode === 'lost-answer'
          ? (code: number, body: unknown) => {
              void code;
              void body;
              sendJson(response, 500, { status: false, message: 'Internal server error' });
            }
          : (code: number, body: unknown) => sendJson(response, code, body);

      if (request.method === 'POST' && url.pathname === '/refund') {
        const input = (body ?? {}) as Record<string, unknown>;
        const tx = transactionOf(input.transaction);
        if (!tx) return answer(404, { status: false, message: 'Transaction not found' });
        if (tx.status !== 'success')
          return answer(400, { status: false, message: 'Transaction has not been completed' });
        const used = [...refunds.values()]
          .filter((refund) => refund.transaction === tx.reference && refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amount, 0);
        const left = tx.amount - used;
        if (left === 0)
          return answer(400, { status: false, message: 'Transaction has been fully reversed' });
        const amount = input.amount === undefined ? left : Number(input.amount);
        if (!Number.isInteger(amount) || amount <= 0 || amount > left)
          return answer(400, {
            status: false,
            message: 'Refund amount cannot be greater than transaction amount',
          });
        const refund: StandInRefund = {
          id: (nextRefundId += 1),
          transaction: tx.reference,
          amount,
          status: 'pending',
          customer_note: typeof input.customer_note === 'string' ? input.customer_note : null,
          merchant_note: typeof input.merchant_note === 'string' ? input.merchant_note : null,
          reason: null,
          created_at: new Date().toISOString(),
        };
        refunds.set(refund.id, refund);
        const data = refundData(refund);
        return answer(200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: { ...data, transaction: { id: tx.id, reference: tx.reference, amount: tx.amount } },
        });
      }
      const refundPath = /^\/refund\/(\d+)$/.exec(url.pathname);
      if (request.method === 'GET' && refundPath) {
        const refund = refunds.get(Number(refundPath[1]));
        if (!refund) return answer(404, { status: false, message: 'Refund not found' });
        return answer(200, { status: true, message: 'Refund retrieved', data: refundData(refund) });
      }
      if (request.method === 'GET' && url.pathname === '/refund') {
        const tx = transactionOf(url.searchParams.get('transaction') ?? undefined);
        const list = [...refunds.values()]
          .filter((refund) => !tx || refund.transaction === tx.reference)
          .map(refundData);
        return answer(200, {
          status: true,
          message: 'Refunds retrieved',
          data: list,
          meta: { total: list.length, perPage: 100, page: 1 },
        });
      }

      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        const input = (body ?? {}) as Record<string, unknown>;
        const amount = Number(input.amount);
        if (typeof input.email !== 'string' || !input.email)
          return sendJson(response, 400, {
            status: false,
            message: 'Invalid Email Address Passed',
          });
        if (!Number.isInteger(amount) || amount <= 0)
          return sendJson(response, 400, { status: false, message: 'Invalid Amount Sent' });
        const reference =
          typeof input.reference === 'string' ? input.reference : randomBytes(6).toString('hex');
        if (transactions.has(reference))
          return sendJson(response, 400, {
            status: false,
            message: 'Duplicate Transaction Reference',
          });
        const accessCode = randomBytes(6).toString('hex');
        transactions.set(reference, {
          id: (nextId += 1),
          reference,
          amount,
          currency: typeof input.currency === 'string' ? input.currency : 'NGN',
          email: input.email,
          callback_url: typeof input.callback_url === 'string' ? input.callback_url : null,
          status: 'abandoned',
          paid_at: null,
        });
        return sendJson(response, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${baseUrl}/checkout/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        });
      }

      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]!));
        if (!tx) return answer(400, { status: false, message: 'Transaction reference not found' });
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: dataOf(tx),
        });
      }
      return sendJson(response, 404, { status: false, message: 'Not found' });
    })().catch(() => sendJson(response, 500, { status: false, message: 'stand-in failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const webhook: PaystackStandIn['webhook'] = (reference, options = {}) => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`no stand-in transaction ${reference}`);
    const body = JSON.stringify({ event: options.event ?? 'charge.success', data: dataOf(tx) });
    const signature = createHmac('sha512', options.secret ?? secretKey)
      .update(body)
      .digest('hex');
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    };
  };

  const refundWebhook: PaystackStandIn['refundWebhook'] = (id, event) => {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`no stand-in refund ${String(id)}`);
    const tx = transactions.get(refund.transaction)!;
    const body = JSON.stringify({
      event: event ?? `refund.${refund.status}`,
      data: {
        status: refund.status,
        transaction_reference: refund.transaction,
        refund_reference: refund.status === 'processed' ? `RRN${String(refund.id)}` : null,
        amount: String(refund.amount),
        currency: tx.currency,
        processor: 'mastercard',
        customer: { email: tx.email },
        integration: 100032,
        domain: 'test',
      },
    });
    const signature = createHmac('sha512', secretKey).update(body).digest('hex');
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    };
  };

  return {
    baseUrl,
    requests,
    transactions,
    refunds,
    faults,
    moveRefund(id, status, reason) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no stand-in refund ${String(id)}`);
      refund.status = status;
      refund.reason = reason ?? null;
    },
    refundWebhook,
    complete(reference, outcome) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no stand-in transaction ${reference}`);
      Object.assign(tx, outcome);
      if (outcome.status === 'success') tx.paid_at = new Date().toISOString();
    },
    webhook,
    async sendWebhook(url, reference, options) {
      const signed = webhook(reference, options);
      const response = await fetch(url, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
      });
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
