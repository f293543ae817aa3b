import {
  ALREADY_PAID_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  PAYMENT_STARTED_MESSAGE,
  ZGetPaymentResponse,
  ZInitializePaymentResponse,
  ZVerifyPaymentResponse,
} from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import {
  eventKinds,
  initialize,
  LOCAL_TEST_SECRET,
  localWebhookFor,
  paymentRow,
  postLocalWebhook,
  settleLocally,
  settlementDigest,
  signedLocalWebhook,
  submitApplication,
  submitCertificateApplication,
  withPaymentEnv,
} from './support/payments-fixtures';
import { auditEntries, requestStatus } from './support/rows';

/**
 * The promises of the built-in local provider: a payment is credited exactly once whatever
 * the number of webhooks and return-URL verifications, and a forged, stale or mismatched
 * report changes nothing.
 */
describe.each(databaseTargets())('payment settlement on $name', (target) => {
  let t: TestApp;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withPaymentEnv({
      LOCAL_PAYMENT_SECRET: LOCAL_TEST_SECRET,
      PAYSTACK_SECRET_KEY: undefined,
      PUBLIC_URL: 'http://registrar.test',
    });
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t.close();
    restoreEnv();
  });

  /** A submitted application with its initialized (local) payment. */
  async function startPayment() {
    const application = await submitApplication(t);
    const response = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(response.statusCode).toBe(200);
    const data = ZInitializePaymentResponse.parse(response.json()).data;
    return { application, payment: data };
  }

  const historyCount = async (applicationId: number) =>
    (
      await t.app.db
        .selectFrom('application_status_history')
        .select('id')
        .where('application_id', '=', applicationId)
        .where('to_status', '=', 'paid')
        .execute()
    ).length;

  it('initializes a local payment priced by the server, with a checkout outside /api', async () => {
    const { application, payment } = await startPayment();
    expect(payment).toMatchObject({
      provider: 'local',
      status: 'pending',
      amount: application.total,
      currency: 'NGN',
    });
    expect(payment.reference).toMatch(/^RGR-[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(payment.checkout_url).toBe(`http://registrar.test/checkout/local/${payment.reference}`);
    const row = await paymentRow(t, payment.reference);
    expect(row).toMatchObject({ application_id: application.id, payer_email: 'payer@example.com' });
    expect(await eventKinds(t, row.id)).toEqual(['initialized']);
  });

  it('duplicate guard: a pending payment is reused, a paid one is a 409', async () => {
    const { application, payment } = await startPayment();
    // The applicant (the email on the application) resumes it; anyone else gets no reference.
    const resume = {
      kind: 'application',
      tracking_id: application.tracking_id,
      email: 'payer@example.com',
    };
    const again = await initialize(t, resume);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(payment);
    const stranger = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ status: 'error', message: PAYMENT_STARTED_MESSAGE });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => initialize(t, resume)));
    expect(concurrent.map((r) => r.json().data.reference)).toEqual(
      Array(5).fill(payment.reference),
    );
    const count = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('application_id', '=', application.id)
      .execute();
    expect(count).toHaveLength(1);

    await settleLocally(t, payment);
    const paid = await initialize(t, { kind: 'application', tracking_id: application.tracking_id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ status: 'error', message: ALREADY_PAID_MESSAGE });
  });

  it('refuses an application that is not awaiting payment, and an unknown one', async () => {
    const application = await submitApplication(t);
    await t.app.db
      .updateTable('applications')
      .set({ status: 'cancelled' })
      .where('id', '=', application.id)
      .execute();
    const response = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NOT_PAYABLE_MESSAGE);
    const unknown = await initialize(t, { kind: 'application', tracking_id: 'ZZZZ-ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404);
  });

  it('100 duplicate webhooks and 20 concurrent verifications credit exactly once', async () => {
    const { application, payment } = await startPayment();
    // The payer completes the test checkout (recorded in the local provider's store) …
    await t.app.db
      .updateTable('local_payment_sessions')
      .set({ status: 'success', completed_at: new Date() })
      .where('reference', '=', payment.reference)
      .execute();
    const webhook = localWebhookFor(payment);
    // … and the provider's webhook arrives 100 times while the return URL is hit 20 times.
    const responses = await Promise.all([
      ...Array.from({ length: 100 }, () => postLocalWebhook(t, webhook)),
      ...Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/payments/reference/${payment.reference}/verify`,
        }),
      ),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(120).fill(200));
    const messages = responses.slice(0, 100).map((r) => r.json().message as string);
    expect(messages.filter((m) => m === 'Payment settled.').length).toBeLessThanOrEqual(1);
    for (const verified of responses.slice(100))
      expect(ZVerifyPaymentResponse.parse(verified.json()).data.status).toBe('paid');

    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('paid');
    expect(row.paid_at).not.toBeNull();
    const paidPayments = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('application_id', '=', application.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paidPayments).toHaveLength(1);
    expect(await historyCount(application.id)).toBe(1);
    const kinds = await eventKinds(t, row.id);
    expect(kinds.filter((k) => k === 'paid')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'webhook')).toHaveLength(100);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'payment')
      .where('entity_id', '=', String(row.id))
      .where('action', '=', 'payment.settled')
      .execute();
    expect(audits).toHaveLength(1);
    expect(await requestStatus(t.app.db, application.id)).toBe('paid');
  });

  describe('rejected reports change nothing', () => {
    let payment: { reference: string; amount: number };
    beforeAll(async () => {
      payment = (await startPayment()).payment;
    });
    const good = () => ({
      reference: payment.reference,
      status: 'success',
      amount: payment.amount,
      currency: 'NGN',
    });

    it.each([
      [
        'a forged signature',
        () => signedLocalWebhook(good(), { secret: 'not-the-secret-at-all' }),
        401,
      ],
      [
        'a stale timestamp (301 s old)',
        () => signedLocalWebhook(good(), { at: new Date(Date.now() - 301_000) }),
        401,
      ],
      [
        'a timestamp from the future (301 s ahead)',
        () => signedLocalWebhook(good(), { at: new Date(Date.now() + 301_000) }),
        401,
      ],
      ['a wrong amount', () => signedLocalWebhook({ ...good(), amount: payment.amount - 1 }), 409],
      ['a wrong currency', () => signedLocalWebhook({ ...good(), currency: 'USD' }), 409],
    ])('%s', async (_label, make, code) => {
      const before = await settlementDigest(t);
      const response = await postLocalWebhook(t, make());
      expect(response.statusCode).toBe(code);
      expect(response.json().status).toBe('error');
      expect(await settlementDigest(t)).toBe(before);
    });

    it('a body altered after signing', async () => {
      const before = await settlementDigest(t);
      const signed = signedLocalWebhook({ ...good(), amount: 1 });
      const response = await postLocalWebhook(t, {
        ...signed,
        body: signed.body.replace('"amount":1', `"amount":${payment.amount}`),
      });
      expect(response.statusCode).toBe(401);
      expect(await settlementDigest(t)).toBe(before);
    });

    it.each([
      ['not JSON', 'application/json', '{"event":'],
      ['not JSON at all', 'text/plain', 'hello'],
      ['a JSON array', 'application/json', '[1,2,3]'],
    ])('a bad body (%s) is a 4xx', async (_label, type, body) => {
      const before = await settlementDigest(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/local',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await settlementDigest(t)).toBe(before);
    });

    it('logs the rejections on the payment, which stays pending', async () => {
      const row = await paymentRow(t, payment.reference);
      expect(row.status).toBe('pending');
      const kinds = await eventKinds(t, row.id);
      expect(kinds.filter((k) => k === 'rejected')).toHaveLength(2);
      const audits = await auditEntries(t.app.db, 'payment.rejected', row.id);
      expect(audits).toHaveLength(2);
    });

    it('an unknown provider is a 4xx', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'abc' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  it('credits an over-payment as priced and flags it', async () => {
    const { payment } = await startPayment();
    const response = await postLocalWebhook(
      t,
      signedLocalWebhook({
        reference: payment.reference,
        status: 'success',
        amount: payment.amount + 5000,
        currency: 'NGN',
      }),
    );
    expect(response.statusCode).toBe(200);
    const row = await paymentRow(t, payment.reference);
    expect(row).toMatchObject({
      status: 'paid',
      amount: payment.amount,
      amount_received: payment.amount + 5000,
      over_payment: true,
    });
  });

  it('a failure is final: a later success is not credited but flagged', async () => {
    const { application, payment } = await startPayment();
    await settleLocally(t, payment, 'failed');
    expect((await paymentRow(t, payment.reference)).status).toBe('failed');
    const late = localWebhookFor(payment);
    expect((await postLocalWebhook(t, late)).json().message).toBe('Payment already settled.');
    const row = await paymentRow(t, payment.reference);
    expect(row.status).toBe('failed');
    expect(await eventKinds(t, row.id)).toContain('late_success');
    expect(await historyCount(application.id)).toBe(0);
    // The applicant may start again: a new payment, a new reference.
    const again = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reference).not.toBe(payment.reference);
  });

  it('pays a certificate application through the same settlement', async () => {
    const certificate = await submitCertificateApplication(t);
    const response = await initialize(t, {
      kind: 'certificate_application',
      tracking_id: certificate.tracking_id,
    });
    expect(response.statusCode).toBe(200);
    const payment = response.json().data;
    expect(payment.amount).toBe(certificate.total);
    const webhook = localWebhookFor(payment);
    await Promise.all(Array.from({ length: 10 }, () => postLocalWebhook(t, webhook)));
    expect(await requestStatus(t.app.db, certificate.id)).toBe('paid');
    const paidBy = await t.app.db
      .selectFrom('payments')
      .select(['reference', 'status'])
      .where('application_id', '=', certificate.id)
      .execute();
    expect(paidBy).toEqual([{ reference: payment.reference, status: 'paid' }]);
    const history = await t.app.db
      .selectFrom('application_status_history')
      .select('id')
      .where('application_id', '=', certificate.id)
      .where('to_status', '=', 'paid')
      .execute();
    expect(history).toHaveLength(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/payments/reference/${payment.reference}`,
    });
    const data = ZGetPaymentResponse.parse(read.json()).data;
    expect(data).toMatchObject({
      kind: 'certificate_application',
      status: 'paid',
      receipt_path: `/payments/reference/${payment.reference}/receipt`,
    });
    expect(data.items.reduce((sum, item) => sum + item.amount, 0)).toBe(certificate.total);
  });

  it('standalone payments: an active type, priced by the type, settled once', async () => {
    const type = await t.app.db
      .selectFrom('payment_types')
      .select(['id', 'amount', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await initialize(t, {
      kind: 'standalone',
      payment_type_id: type.id,
      payer_name: 'Ada Obi',
      payer_email: 'Ada@Example.com',
      payer_matric_number: 'FUTD/10/0003',
    });
    expect(response.statusCode).toBe(200);
    const payment = response.json().data;
    expect(payment.amount).toBe(type.amount);
    const standalone = await t.app.db
      .selectFrom('standalone_payments')
      .selectAll()
      .where('reference', '=', payment.reference)
      .executeTakeFirstOrThrow();
    expect(standalone).toMatchObject({
      amount: type.amount,
      status: 'pending',
      payer_email: 'ada@example.com',
    });
    await postLocalWebhook(
      t,
      signedLocalWebhook({
        reference: payment.reference,
        status: 'success',
        amount: type.amount,
        currency: 'NGN',
      }),
    );
    const after = await t.app.db
      .selectFrom('standalone_payments')
      .select(['status', 'paid_at'])
      .where('id', '=', standalone.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('paid');
    expect(after.paid_at).not.toBeNull();

    await t.app.db
      .updateTable('payment_types')
      .set({ is_active: false })
      .where('id', '=', type.id)
      .execute();
    const inactive = await initialize(t, {
      kind: 'standalone',
      payment_type_id: type.id,
      payer_name: 'Ada Obi',
      payer_email: 'ada@example.com',
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.payment_type_id).toEqual(['Please choose a valid payment type']);
    await t.app.db
      .updateTable('payment_types')
      .set({ is_active: true })
      .where('id', '=', type.id)
      .execute();
  });
});
