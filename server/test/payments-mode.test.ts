import { buildApp } from '../src/app';
import { emptyStaticRoot, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { withPaymentEnv } from './support/payments-fixtures';

/**
 * Sandbox payments only on purpose: a production server never takes "payments" through the local
 * test checkout because a variable was forgotten, and visitors are told when payments are a sandbox.
 */
describe('a production server and its payment provider', () => {
  it('refuses to start without PAYSTACK_SECRET_KEY or ALLOW_SANDBOX_PAYMENTS=true', () => {
    const restore = withPaymentEnv({
      NODE_ENV: 'production',
      PAYSTACK_SECRET_KEY: undefined,
      ALLOW_SANDBOX_PAYMENTS: undefined,
    });
    try {
      expect(() =>
        buildApp({ database: { kind: 'pglite' }, staticRoot: emptyStaticRoot() }),
      ).toThrow(/PAYSTACK_SECRET_KEY[\s\S]*ALLOW_SANDBOX_PAYMENTS=true/);
    } finally {
      restore();
    }
  });
});

describe.each(databaseTargets())('the payments mode on $name', (target) => {
  const started: TestApp[] = [];
  afterAll(async () => {
    for (const t of started) await t.close();
  });

  const startWith = async (env: Record<string, string | undefined>) => {
    const restore = withPaymentEnv({ PAYMENT_RECONCILE_INTERVAL_MS: '0', ...env });
    try {
      const t = await startTestApp(target);
      started.push(t);
      return t;
    } finally {
      restore();
    }
  };
  const modeOf = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/api/institution' })).json().data.payments;

  it('is a sandbox the institution answer announces when payments go to the local provider', async () => {
    const t = await startWith({ PAYSTACK_SECRET_KEY: undefined });
    expect(await modeOf(t)).toEqual({ mode: 'sandbox' });
  });

  it('is a sandbox in production only when allowed by name', async () => {
    const t = await startWith({
      NODE_ENV: 'production',
      PAYSTACK_SECRET_KEY: undefined,
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    expect(await modeOf(t)).toEqual({ mode: 'sandbox' });
  });

  it('is live with a Paystack key, and the local checkout is gone', async () => {
    const t = await startWith({ PAYSTACK_SECRET_KEY: 'sk_test_payments_mode' });
    expect(await modeOf(t)).toEqual({ mode: 'live' });
    const checkout = await t.app.inject({ method: 'GET', url: '/checkout/local/RGR-0' });
    expect(checkout.statusCode).toBe(404);
  });
});
