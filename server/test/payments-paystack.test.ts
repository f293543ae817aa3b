import { mapPaystackStatus } from '../src/modules/payments/providers/paystack-provider';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import {
  eventKinds,
  initialize,
  paymentRow,
  settlementDigest,
  submitApplication,
  withPaymentEnv,
} from './support/payments-fixtures';
import { type PaystackStandIn, startPaystackStandIn } from './support/paystack-stand-in';

const SECRET = 'sk_test_stand_in_0123456789abcdef';

describe('Paystack statuses', () => {
  it.each([
    ['success', 'success'],
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['abandoned', 'pending'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
    [undefined, 'pending'],
  ])('%s → %s', (paystack, ours) => {
    expect(mapPaystackStatus(paystack)).toBe(ours);
  });
});

/** The Paystack adapter against a local stand-in that speaks Paystack's documented API. */
describe.each(databaseTargets())('Paystack adapter on $name', (target) => {
  let t: TestApp;
  let standIn: PaystackStandIn;
  let restoreEnv: () => void;
  let apiUrl: string;
  beforeAll(async () => {
    standIn = await startPaystackStandIn(SECRET);
    restoreEnv = withPaymentEnv({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: standIn.baseUrl,
      PUBLIC_URL: 'http://registrar.test/',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api`;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
    restoreEnv();
  });

  async function startPayment() {
    const application = await submitApplication(t, 'paystack-payer@example.com');
    const response = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(response.statusCode).toBe(200);
    return { application, payment: response.json().data as Record<string, string | number> };
  }
  const verify = (reference: string) =>
    t.app.inject({ method: 'POST', url: `/api/payments/reference/${reference}/verify` });

  it('initialize sends the bearer key, kobo, the reference and callback_url; answers the authorization_url', async () => {
    const { application, payment } = await startPayment();
    const request = standIn.requests.find(
      (r) =>
        r.path === '/transaction/initialize' &&
        (r.body as { reference: string }).reference === payment.reference,
    )!;
    expect(request.method).toBe('POST');
    expect(request.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.body).toMatchObject({
      email: 'paystack-payer@example.com',
      amount: application.total,
      currency: 'NGN',
      reference: payment.reference,
      callback_url: 'http://registrar.test/callback/paystack',
    });
    expect(payment.provider).toBe('paystack');
    expect(String(payment.checkout_url)).toMatch(
      new RegExp(`^${standIn.baseUrl}/checkout/[0-9a-f]+$`),
    );
  });

  it('verify maps statuses: abandoned (not completed yet) stays pending, success pays', async () => {
    const { application, payment } = await startPayment();
    const reference = String(payment.reference);
    expect((await verify(reference)).json().data.status).toBe('pending');
    expect(
      standIn.requests.some(
        (r) => r.method === 'GET' && r.path === `/transaction/verify/${reference}`,
      ),
    ).toBe(true);
    standIn.complete(reference, { status: 'success' });
    const paid = await Promise.all(Array.from({ length: 5 }, () => verify(reference)));
    expect(paid.map((r) => r.json().data.status)).toEqual(Array(5).fill('paid'));
    const row = await paymentRow(t, reference);
    expect(row.amount_received).toBe(application.total);
    expect(row.raw).toMatchObject({ status: true, data: { status: 'success', reference } });
    expect((await eventKinds(t, row.id)).filter((k) => k === 'paid')).toHaveLength(1);
  });

  it('verify: a failed transaction fails the payment', async () => {
    const { payment } = await startPayment();
    standIn.complete(String(payment.reference), { status: 'failed' });
    expect((await verify(String(payment.reference))).json().data.status).toBe('failed');
  });

  it('verify: a success for less than charged is not credited', async () => {
    const { payment } = await startPayment();
    const reference = String(payment.reference);
    standIn.complete(reference, { status: 'success', amount: Number(payment.amount) - 100 });
    const before = await settlementDigest(t);
    expect((await verify(reference)).json().data.status).toBe('pending');
    expect(await settlementDigest(t)).toBe(before);
  });

  it('a signed charge.success webhook over HTTP settles once; a forged one is a 401', async () => {
    const { payment } = await startPayment();
    const reference = String(payment.reference);
    standIn.complete(reference, { status: 'success' });
    const url = `${apiUrl}/payments/webhook/paystack`;

    const before = await settlementDigest(t);
    expect(await standIn.sendWebhook(url, reference, { secret: 'sk_test_someone_else' })).toBe(401);
    expect(await settlementDigest(t)).toBe(before);

    const codes = await Promise.all(
      Array.from({ length: 10 }, () => standIn.sendWebhook(url, reference)),
    );
    expect(codes).toEqual(Array(10).fill(200));
    const row = await paymentRow(t, reference);
    expect(row.status).toBe('paid');
    const kinds = await eventKinds(t, row.id);
    expect(kinds.filter((k) => k === 'paid')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'webhook')).toHaveLength(10);
  });

  it('acknowledges events that do not settle anything', async () => {
    const { payment } = await startPayment();
    const signed = standIn.webhook(String(payment.reference), { event: 'transfer.success' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/paystack',
      headers: signed.headers,
      payload: signed.body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Event ignored.');
    expect((await paymentRow(t, String(payment.reference))).status).toBe('pending');
  });

  it('the local test checkout and its webhook are off when Paystack is on', async () => {
    const { payment } = await startPayment();
    const page = await t.app.inject({ method: 'GET', url: `/checkout/local/${payment.reference}` });
    expect(page.statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/local',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('a provider that cannot be reached: 502, and the payment is failed so a retry starts afresh', async () => {
    const application = await submitApplication(t, 'unlucky@example.com');
    await standIn.close();
    const response = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(response.statusCode).toBe(502);
    const rows = await t.app.db
      .selectFrom('payments')
      .select('status')
      .where('application_id', '=', application.id)
      .execute();
    expect(rows).toEqual([{ status: 'failed' }]);
    standIn = await startPaystackStandIn(SECRET);
  });
});
