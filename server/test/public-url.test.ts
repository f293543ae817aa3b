import { ZInitializePaymentResponse } from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { LOCAL_TEST_SECRET, submitApplication, withPaymentEnv } from './support/payments-fixtures';

/**
 * PUBLIC_URL unset: a link the client follows next (the checkout) stays on the origin the client
 * used, Host or, behind a trusted proxy, X-Forwarded-Host/-Proto. Links built outside a request
 * (emails) keep PUBLIC_URL or the listening address: mail.test.ts. PUBLIC_URL set overrides
 * both: payments-settlement.test.ts, payments-paystack.test.ts.
 */
describe.each(oneDatabaseTarget())('links built while answering a request on $name', (target) => {
  let restoreEnv: () => void;
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    restoreEnv = withPaymentEnv({
      LOCAL_PAYMENT_SECRET: LOCAL_TEST_SECRET,
      PAYSTACK_SECRET_KEY: undefined,
      PUBLIC_URL: undefined,
    });
    direct = await startTestApp(target);
    proxied = await startTestApp(target, { security: { trustProxy: true } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    restoreEnv();
  });

  /** A new application's payment started with these request headers: its checkout URL. */
  async function checkoutUrl(t: TestApp, headers: Record<string, string>) {
    const application = await submitApplication(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers,
      payload: { kind: 'application', tracking_id: application.tracking_id },
    });
    expect(response.statusCode).toBe(200);
    const { checkout_url: url, reference } = ZInitializePaymentResponse.parse(response.json()).data;
    return url.replace(reference, 'REF');
  }

  it.each([
    ['127.0.0.1:4321', 'http://127.0.0.1:4321/checkout/local/REF'],
    ['localhost:4321', 'http://localhost:4321/checkout/local/REF'],
    ['registry.example.edu', 'http://registry.example.edu/checkout/local/REF'],
  ])('sends a client that reached Host %s to its own origin at checkout', async (host, url) => {
    expect(await checkoutUrl(direct, { host })).toBe(url);
  });

  it('ignores X-Forwarded-* from a sender TRUST_PROXY does not trust', async () => {
    expect(
      await checkoutUrl(direct, {
        host: '127.0.0.1:4321',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('http://127.0.0.1:4321/checkout/local/REF');
  });

  it('follows X-Forwarded-Host/-Proto from a trusted proxy', async () => {
    expect(
      await checkoutUrl(proxied, {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'registry.example.edu',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('https://registry.example.edu/checkout/local/REF');
  });

  it('falls back to the listening address for a Host that is not a plain host[:port]', async () => {
    expect(await checkoutUrl(direct, { host: 'evil.example/phish?x=' })).toBe(
      'http://localhost:3000/checkout/local/REF',
    );
    expect(await checkoutUrl(direct, { host: 'user@evil.example' })).toBe(
      'http://localhost:3000/checkout/local/REF',
    );
  });
});
