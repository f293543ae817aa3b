import { loadPaymentConfig } from '../src/config';
import { buildProviders } from '../src/modules/payments/providers/registry';
import { reconcilePayments } from '../src/modules/payments/reconcile';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import {
  eventKinds,
  initialize,
  LOCAL_TEST_SECRET,
  paymentRow,
  submitApplication,
  useLocalPayments,
  withPaymentEnv,
} from './support/payments-fixtures';
import { requestStatus } from './support/rows';

const quietLog = { info: () => undefined, warn: () => undefined };

/** The local provider's checkout pages (outside /api), its webhook, and the reconciliation job. */
describe.each(databaseTargets())('local checkout and reconciliation on $name', (target) => {
  useLocalPayments();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  async function startPayment() {
    const application = await submitApplication(t);
    const response = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    return { application, payment: response.json().data as { reference: string; amount: number } };
  }

  const choose = (reference: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/checkout/local/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });

  it('shows a test checkout page: marked, branded, priced, three named buttons, no script', async () => {
    const { payment } = await startPayment();
    const response = await t.app.inject({
      method: 'GET',
      url: `/checkout/local/${payment.reference}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const page = response.body;
    expect(page).toContain('TEST PAYMENT — no money moves');
    expect(page).toContain('Federal University of Technology');
    const naira = `₦${(payment.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect(page).toContain(`Pay ${naira} (test)`);
    expect(page).toContain('>Simulate a failed payment</button>');
    expect(page).toContain('>Cancel payment</button>');
    expect(page).toContain('name="viewport"');
    expect(page).not.toMatch(/<script|onclick=|javascript:/i);
  });

  it('an unknown reference is a 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/checkout/local/RGR-NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
  });

  it('paying records the outcome, sends the signed webhook, redirects to the callback', async () => {
    const { application, payment } = await startPayment();
    const response = await choose(payment.reference, 'succeed');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/callback/platinum?reference=${payment.reference}`);
    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('paid');
    expect(await eventKinds(t, row.id)).toEqual(['initialized', 'webhook', 'paid']);
    expect(await requestStatus(t.app.db, application.id)).toBe('paid');
    // The page now says it is done; a second outcome changes nothing.
    const again = await choose(payment.reference, 'fail');
    expect(again.statusCode).toBe(303);
    expect((await paymentRow(t, payment.reference)).status).toBe('paid');
    const page = await t.app.inject({ method: 'GET', url: `/checkout/local/${payment.reference}` });
    expect(page.body).toContain('This test payment is already paid.');
  });

  it.each([
    ['fail', 'failed'],
    ['abandon', 'abandoned'],
  ])('%s → %s', async (outcome, status) => {
    const { application, payment } = await startPayment();
    expect((await choose(payment.reference, outcome)).statusCode).toBe(303);
    expect((await paymentRow(t, payment.reference)).status).toBe(status);
    expect(await requestStatus(t.app.db, application.id)).toBe('pending_payment');
  });

  it('refuses an outcome it does not know', async () => {
    const { payment } = await startPayment();
    expect((await choose(payment.reference, 'steal')).statusCode).toBe(400);
    expect((await paymentRow(t, payment.reference)).status).toBe('pending');
  });

  it('verify settles from the provider when no webhook came', async () => {
    const { payment } = await startPayment();
    await t.app.db
      .updateTable('local_payment_sessions')
      .set({ status: 'success', completed_at: new Date() })
      .where('reference', '=', payment.reference)
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/reference/${payment.reference}/verify`,
    });
    expect(response.json().data.status).toBe('paid');
    expect(await eventKinds(t, (await paymentRow(t, payment.reference)).id)).toEqual([
      'initialized',
      'paid',
    ]);
  });

  it('sends the webhook over real HTTP to its own address when listening', async () => {
    const { payment } = await startPayment();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const response = await fetch(
      `http://127.0.0.1:${address.port}/checkout/local/${payment.reference}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=succeed',
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(303);
    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('paid');
    expect(await eventKinds(t, row.id)).toEqual(['initialized', 'webhook', 'paid']);
  });

  it('the reconciliation job settles, abandons by age, and leaves recent payments alone', async () => {
    const providers = buildProviders(t.app.db, loadPaymentConfig());
    const completed = (await startPayment()).payment;
    const forgotten = (await startPayment()).payment;
    const recent = (await startPayment()).payment;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await t.app.db
      .updateTable('payments')
      .set({ created_at: ago(10 * 60 * 1000) })
      .where('reference', '=', completed.reference)
      .execute();
    await t.app.db
      .updateTable('payments')
      .set({ created_at: ago(25 * 60 * 60 * 1000) })
      .where('reference', '=', forgotten.reference)
      .execute();
    for (const reference of [completed.reference, recent.reference])
      await t.app.db
        .updateTable('local_payment_sessions')
        .set({ status: 'success', completed_at: now })
        .where('reference', '=', reference)
        .execute();

    const summary = await reconcilePayments(t.app.db, providers, quietLog, now);
    expect(summary).toMatchObject({ settled: 1, abandoned: 1, errors: 0 });
    expect((await paymentRow(t, completed.reference)).status).toBe('paid');
    expect((await paymentRow(t, forgotten.reference)).status).toBe('abandoned');
    expect((await paymentRow(t, recent.reference)).status).toBe('pending');
    // A second pass finds nothing more to do.
    const second = await reconcilePayments(t.app.db, providers, quietLog, now);
    expect(second).toMatchObject({ settled: 0, abandoned: 0 });
  });
});

describe.each(databaseTargets())('the reconciliation interval on $name', (target) => {
  it('runs while the server listens, and only then', async () => {
    const restoreEnv = withPaymentEnv({
      LOCAL_PAYMENT_SECRET: LOCAL_TEST_SECRET,
      PAYSTACK_SECRET_KEY: undefined,
      PAYMENT_RECONCILE_INTERVAL_MS: '50',
    });
    const t = await startTestApp(target);
    try {
      const application = await submitApplication(t);
      const payment = (
        await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
      ).json().data as { reference: string };
      await t.app.db
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - 10 * 60 * 1000) })
        .where('reference', '=', payment.reference)
        .execute();
      await t.app.db
        .updateTable('local_payment_sessions')
        .set({ status: 'success', completed_at: new Date() })
        .where('reference', '=', payment.reference)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await paymentRow(t, payment.reference)).status).toBe('pending');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 50; i += 1) {
        if ((await paymentRow(t, payment.reference)).status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await paymentRow(t, payment.reference)).status).toBe('paid');
    } finally {
      await t.close();
      restoreEnv();
    }
  });
});
