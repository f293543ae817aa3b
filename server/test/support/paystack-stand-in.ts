import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server (127.0.0.1, random port) that speaks the part of Paystack's API Registrar
 * uses, as documented: POST /transaction/initialize and GET /transaction/verify/:reference with
 * `Authorization: Bearer <secret key>` and the `{ status, message, data }` envelope, amounts in
 * kobo; webhooks signed with x-paystack-signature = hex HMAC-SHA512(raw body, secret key). A new
 * transaction is `abandoned` until the test decides its outcome, as on Paystack.
 */
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
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, code: number, body: unknown) => {
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startPaystackStandIn(secretKey: string): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const requests: RecordedRequest[] = [];
  let nextId = 1000;
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
          return send(response, 400, { status: false, message: 'Invalid JSON' });
        }
      }
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(response, 401, { status: false, message: 'Invalid key' });

      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        const input = (body ?? {}) as Record<string, unknown>;
        const amount = Number(input.amount);
        if (typeof input.email !== 'string' || !input.email)
          return send(response, 400, { status: false, message: 'Invalid Email Address Passed' });
        if (!Number.isInteger(amount) || amount <= 0)
          return send(response, 400, { status: false, message: 'Invalid Amount Sent' });
        const reference =
          typeof input.reference === 'string' ? input.reference : randomBytes(6).toString('hex');
        if (transactions.has(reference))
          return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
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
        return send(response, 200, {
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
        if (!tx)
          return send(response, 400, { status: false, message: 'Transaction reference not found' });
        return send(response, 200, {
          status: true,
          message: 'Verification successful',
          data: dataOf(tx),
        });
      }
      return send(response, 404, { status: false, message: 'Not found' });
    })().catch(() => send(response, 500, { status: false, message: 'stand-in failure' }));
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

  return {
    baseUrl,
    requests,
    transactions,
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
