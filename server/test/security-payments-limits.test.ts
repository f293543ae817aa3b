import { randomBytes } from 'node:crypto';
import { paymentWriteLimits } from '../src/modules/payments/limits';
import { startTestApp, type TestApp } from './support/app';
import { counterStoreCases } from './support/counter-stores';
import {
  activePaymentTypeId,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { countRows } from './support/rows';

/**
 * Every public payment write (initialize, verify, the local checkout's outcome) is limited per
 * client address and per target (tracking id or payer email, payment reference): 429 in the
 * standard error shape with Retry-After, before anything is written. Counted in Redis when
 * configured, so every instance shares the counts.
 */

const cases = counterStoreCases();

const TOO_MANY = {
  status: 'error',
  message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
};

describe.each(cases)('public payment writes are bounded on $name', ({ target, redisUrl }) => {
  let t: TestApp;
  const security = {
    trustProxy: true,
    redisUrl,
    redisPrefix: `registrar-test:${randomBytes(6).toString('hex')}:`,
  };
  useLocalPayments();
  beforeAll(async () => {
    t = await startTestApp(target, { security });
  });
  afterAll(async () => {
    await t.close();
  });

  let addresses = 0;
  /** A new client address each call (many strangers), or the one given (one stranger). */
  const address = (ip?: string) =>
    ip ?? `10.${Math.floor((addresses += 1) / 250) % 250}.${addresses % 250}.7`;
  const initialize = (payload: object, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { 'x-forwarded-for': address(ip) },
      payload,
    });
  const verify = (reference: string, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/reference/${reference}/verify`,
      headers: { 'x-forwarded-for': address(ip) },
    });
  const choose = (reference: string, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/checkout/local/${reference}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address(ip),
      },
      payload: 'outcome=fail',
    });

  function expectRefused(response: Awaited<ReturnType<typeof verify>>) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual(TOO_MANY);
  }

  const rowsOf = () => countRows(t.app.db, 'payments');

  it('a stranger cannot flood initialize for one application from many addresses (429 after the bound)', async () => {
    const { tracking_id } = await submitApplication(t, 'amaka.ibe@example.org');
    const { max } = paymentWriteLimits.initialize.perTarget;
    for (let i = 0; i < max; i += 1)
      expect((await initialize({ kind: 'application', tracking_id })).statusCode).not.toBe(429);
    const before = await rowsOf();
    expectRefused(await initialize({ kind: 'application', tracking_id }));
    // Written any way the tracking id is typed, and with the applicant's email: the same target.
    expectRefused(
      await initialize({
        kind: 'application',
        tracking_id: tracking_id.toLowerCase().replace(/-/g, ''),
        email: 'amaka.ibe@example.org',
      }),
    );
    expect(await rowsOf()).toBe(before);
  });

  it('a stranger cannot flood initialize from one address across many targets (429 after the bound)', async () => {
    const ip = '192.0.2.10';
    const { max } = paymentWriteLimits.initialize.perClient;
    for (let i = 0; i < max; i += 1) {
      const tracking_id = `ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`;
      expect((await initialize({ kind: 'application', tracking_id }, ip)).statusCode).toBe(404);
    }
    expectRefused(await initialize({ kind: 'application', tracking_id: 'ZZZZ-ZZZZ-9999' }, ip));
    // Another address is not held back by this one.
    expect(
      (await initialize({ kind: 'application', tracking_id: 'ZZZZ-ZZZZ-9999' })).statusCode,
    ).toBe(404);
  });

  it('a stranger cannot flood an inbox through other payments (429 after the bound per payer email)', async () => {
    const typeId = await activePaymentTypeId(t);
    const body = (payer_email: string) => ({
      kind: 'standalone',
      payment_type_id: typeId,
      payer_name: 'Victim',
      payer_email,
    });
    const { max } = paymentWriteLimits.initialize.perTarget;
    for (let i = 0; i < max; i += 1)
      expect((await initialize(body('victim@example.org'))).statusCode).toBe(200);
    const before = await rowsOf();
    expectRefused(await initialize(body('Victim@Example.org')));
    expect(await rowsOf()).toBe(before);
  });

  it('a stranger cannot flood verify (429 after the bound, per reference and per address)', async () => {
    const { tracking_id } = await submitApplication(t, 'bola.ade@example.org');
    const started = await initialize({ kind: 'application', tracking_id });
    const { reference } = started.json().data as { reference: string };
    const perTarget = paymentWriteLimits.verify.perTarget.max;
    for (let i = 0; i < perTarget; i += 1) expect((await verify(reference)).statusCode).toBe(200);
    expectRefused(await verify(reference));

    const ip = '192.0.2.20';
    const perClient = paymentWriteLimits.verify.perClient.max;
    for (let i = 0; i < perClient; i += 1)
      expect((await verify(`RGR-NOPE${i}`, ip)).statusCode).toBe(404);
    expectRefused(await verify('RGR-NOPE-LAST', ip));
  });

  it("a stranger cannot flood the test checkout's outcome (429 after the bound, per reference and per address)", async () => {
    const { tracking_id } = await submitApplication(t, 'chike.obi@example.org');
    const started = await initialize({ kind: 'application', tracking_id });
    const { reference } = started.json().data as { reference: string };
    const perTarget = paymentWriteLimits.checkout.perTarget.max;
    for (let i = 0; i < perTarget; i += 1)
      expect((await choose(reference)).statusCode).not.toBe(429);
    expectRefused(await choose(reference));

    const ip = '192.0.2.30';
    const perClient = paymentWriteLimits.checkout.perClient.max;
    for (let i = 0; i < perClient; i += 1)
      expect((await choose(`RGR-NOPE${i}`, ip)).statusCode).toBe(404);
    expectRefused(await choose('RGR-NOPE-LAST', ip));
  });

  if (redisUrl) {
    it('shares the counts with another instance through Redis', async () => {
      const other = await startTestApp(target, { security });
      try {
        const refused = await other.app.inject({
          method: 'POST',
          url: '/api/payments/reference/RGR-NOPE-LAST/verify',
          headers: { 'x-forwarded-for': '192.0.2.20' },
        });
        expect(refused.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  }
});
