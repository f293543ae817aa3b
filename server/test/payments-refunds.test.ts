import type { ParsedMail } from 'mailparser';
import { loadPaymentConfig } from '../src/config';
import { mapPaystackRefundStatus } from '../src/modules/payments/providers/paystack-provider';
import { buildProviders } from '../src/modules/payments/providers/registry';
import { reconcilePayments } from '../src/modules/payments/reconcile';
import { REFUND_ASK_AGAIN_AFTER_MS, REFUND_RECHECK_MS } from '../src/modules/payments/refunds';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import {
  initialize,
  paymentRow,
  submitApplication,
  withPaymentEnv,
} from './support/payments-fixtures';
import { type PaystackStandIn, startPaystackStandIn } from './support/paystack-stand-in';
import { auditEntries, requestStatus } from './support/rows';
import { recipientsOf, type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

const SECRET = 'sk_test_refunds_0123456789abcdef';
const PUBLIC_URL = 'https://registry.futd.test';
const quiet = { info: () => undefined, warn: () => undefined };
const minutes = (n: number) => n * 60 * 1000;

describe('Paystack refund statuses', () => {
  it.each([
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['processed', 'processed'],
    ['failed', 'failed'],
    ['needs-attention', 'needs_attention'],
    [undefined, 'pending'],
  ])('%s → %s', (paystack, ours) => {
    expect(mapPaystackRefundStatus(paystack)).toBe(ours);
  });
});

interface RefundView {
  id: number;
  amount: number;
  status: string;
  provider_refund_id: string | null;
  failure: string | null;
}
interface DetailView {
  status: string;
  refunded_amount: number;
  refunding_amount: number;
  refundable_amount: number;
  refunds: RefundView[];
  events: { kind: string; note: string | null }[];
}

/**
 * Refunds through Paystack, against a local stand-in that speaks its documented refund API, with
 * the real outbox and an SMTP capture: as the bursary, the payer and a flaky network meet them.
 */
describe.each(databaseTargets())('refunds through Paystack on $name', (target) => {
  let t: TestApp;
  let standIn: PaystackStandIn;
  let smtp: SmtpCapture;
  let restoreEnv: () => void;
  let bursary: string;
  let webhookUrl: string;
  beforeAll(async () => {
    standIn = await startPaystackStandIn(SECRET);
    smtp = await startSmtpCapture();
    restoreEnv = withPaymentEnv({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: standIn.baseUrl,
      PUBLIC_URL,
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
    t = await startTestApp(target, {
      documents: {
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: smtp.url, from: 'FUTD Registry <registry@futd.test>' },
        outboxIntervalMs: 0,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/payments/webhook/paystack`;
    bursary = await addStaffAndSignIn(t, {
      name: 'Bola Bursar',
      username: 'bursar-refunds',
      email: 'bursar-refunds@registrar.test',
      role: 'bursary',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await standIn.close();
    restoreEnv();
  });

  /** An application paid on Paystack (the payer completes, the return URL verifies). */
  async function paidApplication(email: string) {
    const application = await submitApplication(t, email);
    const started = await initialize(t, {
      kind: 'application',
      tracking_id: application.tracking_id,
    });
    expect(started.statusCode).toBe(200);
    const reference = String(started.json().data.reference);
    standIn.complete(reference, { status: 'success' });
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/payments/reference/${reference}/verify`,
    });
    expect(verified.statusCode).toBe(200);
    const row = await paymentRow(t, reference);
    expect(row.status).toBe('paid');
    return { application, payment: row };
  }
  const refund = (paymentId: number, payload: { reason: string; amount?: number }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/${String(paymentId)}/refund`,
      headers: bearer(bursary),
      payload,
    });
  const detail = async (paymentId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${String(paymentId)}`,
      headers: bearer(bursary),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as DetailView;
  };
  const standInRefundsOf = (reference: string) =>
    [...standIn.refunds.values()].filter((refund) => refund.transaction === reference);
  const refundPosts = (reference: string) =>
    standIn.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/refund' &&
        (r.body as { transaction?: string }).transaction === reference,
    );
  const sendRefundWebhook = async (refundId: number) => {
    const signed = standIn.refundWebhook(refundId);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  /** Sends what is queued; answers the messages to `to` that arrived. */
  const deliver = async (to: string): Promise<ParsedMail[]> => {
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const arrived = (await smtp.waitFor(before + sent)).slice(before);
    return arrived.filter((mail) => recipientsOf(mail).includes(to));
  };
  const reconcileAt = (offsetMs: number) =>
    reconcilePayments(
      t.app.db,
      buildProviders(t.app.db, loadPaymentConfig()),
      quiet,
      new Date(Date.now() + offsetMs),
    );

  it('returns part, then the rest: the payer is told each time, and only the whole refund moves the application', async () => {
    const email = 'refund.parts@example.test';
    const { application, payment } = await paidApplication(email);
    await deliver(email); // the payment-received email
    const part = 2_000_00;
    expect(payment.amount).toBeGreaterThan(part);

    const first = await refund(payment.id, { reason: 'Copy 2 not needed', amount: part });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Refund asked of the payment provider.');
    const [asked] = refundPosts(payment.reference);
    expect(asked!.authorization).toBe(`Bearer ${SECRET}`);
    expect(asked!.body).toMatchObject({
      transaction: payment.reference,
      amount: part,
      currency: 'NGN',
      customer_note: 'Copy 2 not needed',
    });
    let view = first.json().data as DetailView;
    expect(view).toMatchObject({
      status: 'paid',
      refunded_amount: 0,
      refunding_amount: part,
      refundable_amount: payment.amount - part,
    });
    expect(view.refunds).toEqual([
      expect.objectContaining({
        amount: part,
        status: 'pending',
        provider_refund_id: expect.any(String),
      }),
    ]);
    // Under way is not refunded: nothing is said to the payer yet.
    expect(await deliver(email)).toEqual([]);

    const [atPaystack] = standInRefundsOf(payment.reference);
    standIn.moveRefund(atPaystack!.id, 'processed');
    expect(await sendRefundWebhook(atPaystack!.id)).toEqual({
      status: 200,
      body: expect.objectContaining({ message: 'Refunds checked.' }),
    });
    view = await detail(payment.id);
    expect(view).toMatchObject({ status: 'paid', refunded_amount: part, refunding_amount: 0 });
    expect(view.refunds[0]).toMatchObject({ status: 'processed' });
    expect(await requestStatus(t.app.db, application.id)).toBe('paid');
    const [partMail] = await deliver(email);
    expect(partMail!.subject).toBe(`Payment ${payment.reference}: ₦2,000.00 refunded`);
    expect(partMail!.html).toContain('Part of your payment was refunded');
    expect(partMail!.text).toMatch(/Amount paid: ₦[\d,]+\.\d\d/);
    expect(partMail!.text).toContain('Amount refunded: ₦2,000.00');
    expect(partMail!.text).toContain('Reason: Copy 2 not needed');

    // The rest: no amount means all that is left.
    const rest = await refund(payment.id, { reason: 'Application withdrawn' });
    expect(rest.statusCode).toBe(200);
    const second = standInRefundsOf(payment.reference).find((r) => r.id !== atPaystack!.id)!;
    expect(second.amount).toBe(payment.amount - part);
    standIn.moveRefund(second.id, 'processing');
    expect((await sendRefundWebhook(second.id)).status).toBe(200);
    expect((await detail(payment.id)).refunds[0]).toMatchObject({ status: 'pending' });
    standIn.moveRefund(second.id, 'processed');
    expect((await sendRefundWebhook(second.id)).status).toBe(200);
    // A webhook sent again changes nothing more.
    expect((await sendRefundWebhook(second.id)).body.message).toBe('Event ignored.');

    view = await detail(payment.id);
    expect(view).toMatchObject({
      status: 'refunded',
      refunded_amount: payment.amount,
      refunding_amount: 0,
      refundable_amount: 0,
    });
    expect(await requestStatus(t.app.db, application.id)).toBe('refunded');
    const [statusMail, ...others] = await deliver(email);
    expect(others).toEqual([]);
    expect(statusMail!.subject).toBe(`${application.tracking_id}: Refunded`);
    expect(statusMail!.text).toContain('Application withdrawn');
    expect(view.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['refund_requested', 'refunded']),
    );
    const audited = await auditEntries(t.app.db, 'payment.refunded', payment.id);
    expect(audited).toHaveLength(2);
    expect((await auditEntries(t.app.db, 'payment.refund_requested', payment.id)).length).toBe(2);
    // Nothing is left: a third refund is refused before Paystack is asked.
    expect((await refund(payment.id, { reason: 'again' })).statusCode).toBe(409);
    expect(refundPosts(payment.reference)).toHaveLength(2);
  });

  it('never refunds the same money twice: two staff at once, or more than is left', async () => {
    const { payment } = await paidApplication('refund.twice@example.test');
    const tooMuch = await refund(payment.id, { reason: 'x', amount: payment.amount + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(
      /^At most ₦[\d,]+\.\d\d can still be refunded\.$/,
    );

    const both = await Promise.all([
      refund(payment.id, { reason: 'Duplicate charge' }),
      refund(payment.id, { reason: 'Duplicate charge' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(standInRefundsOf(payment.reference)).toHaveLength(1);
    const view = await detail(payment.id);
    expect(view.refunding_amount).toBe(payment.amount);
    expect(view.refundable_amount).toBe(0);
  });

  it('a lost answer is found at Paystack, never asked again', async () => {
    const { payment } = await paidApplication('refund.lost@example.test');
    standIn.faults.push({ method: 'POST', path: '/refund', mode: 'lost-answer' });
    const response = await refund(payment.id, { reason: 'Paid twice' });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as DetailView).refunds[0]).toMatchObject({
      status: 'pending',
      provider_refund_id: null,
    });
    expect(standInRefundsOf(payment.reference)).toHaveLength(1);

    // Too soon for the job; then it finds the refund by the transaction and claims it.
    await reconcileAt(minutes(1));
    expect((await detail(payment.id)).refunds[0]!.provider_refund_id).toBeNull();
    await reconcileAt(REFUND_RECHECK_MS + minutes(1));
    const [atPaystack] = standInRefundsOf(payment.reference);
    expect((await detail(payment.id)).refunds[0]!.provider_refund_id).toBe(String(atPaystack!.id));

    standIn.moveRefund(atPaystack!.id, 'processed');
    await reconcileAt(2 * REFUND_RECHECK_MS + REFUND_ASK_AGAIN_AFTER_MS);
    expect(await detail(payment.id)).toMatchObject({ status: 'refunded', refunding_amount: 0 });
    expect(refundPosts(payment.reference)).toHaveLength(1);
    expect(standInRefundsOf(payment.reference)).toHaveLength(1);
  });

  it('Paystack out of reach: the refund waits, is looked for, then asked once more', async () => {
    const { payment } = await paidApplication('refund.unreachable@example.test');
    standIn.faults.push({ method: 'POST', path: '/refund', mode: 'unavailable' });
    expect((await refund(payment.id, { reason: 'Paid twice' })).statusCode).toBe(200);
    expect(standInRefundsOf(payment.reference)).toHaveLength(0);

    // Looked for, not there, not yet time to ask again.
    await reconcileAt(REFUND_RECHECK_MS + minutes(1));
    expect(refundPosts(payment.reference)).toHaveLength(1);
    // Two passes at once (two servers, or a webhook beside the job): one asks again.
    const later = REFUND_ASK_AGAIN_AFTER_MS + REFUND_RECHECK_MS + minutes(2);
    await Promise.all([reconcileAt(later), reconcileAt(later)]);
    expect(refundPosts(payment.reference)).toHaveLength(2);
    expect(standInRefundsOf(payment.reference)).toHaveLength(1);
    expect((await detail(payment.id)).refunds[0]).toMatchObject({
      status: 'pending',
      provider_refund_id: expect.any(String),
    });
  });

  it('Paystack refuses, fails or needs the payer: staff see why and the money can be refunded again', async () => {
    const { payment } = await paidApplication('refund.refused@example.test');
    // Someone refunded it in Paystack's dashboard: Paystack refuses ours.
    standIn.refunds.set(99_001, {
      id: 99_001,
      transaction: payment.reference,
      amount: payment.amount,
      status: 'processed',
      customer_note: null,
      merchant_note: null,
      reason: null,
      created_at: new Date().toISOString(),
    });
    const refused = await refund(payment.id, { reason: 'Paid twice' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe('Refund asked of the payment provider.');
    let view = refused.json().data as DetailView;
    expect(view.refunds[0]).toMatchObject({
      status: 'failed',
      failure: 'Paystack answered 400: Transaction has been fully reversed',
    });
    expect(view).toMatchObject({
      status: 'paid',
      refunding_amount: 0,
      refundable_amount: payment.amount,
    });
    standIn.refunds.delete(99_001);

    expect((await refund(payment.id, { reason: 'Paid twice' })).statusCode).toBe(200);
    const [ours] = standInRefundsOf(payment.reference);
    standIn.moveRefund(ours!.id, 'needs-attention', 'Customer bank account closed');
    expect((await sendRefundWebhook(ours!.id)).status).toBe(200);
    view = await detail(payment.id);
    expect(view.refunds[0]).toMatchObject({
      status: 'needs_attention',
      failure: 'Customer bank account closed',
    });
    expect(view.refunding_amount).toBe(payment.amount);

    standIn.moveRefund(ours!.id, 'failed', 'Card issuer declined the reversal');
    expect((await sendRefundWebhook(ours!.id)).status).toBe(200);
    view = await detail(payment.id);
    expect(view.refunds[0]).toMatchObject({
      status: 'failed',
      failure: 'Card issuer declined the reversal',
    });
    expect(view).toMatchObject({
      status: 'paid',
      refunding_amount: 0,
      refundable_amount: payment.amount,
    });
    expect(view.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['refund_failed', 'refund_needs_attention']),
    );
    expect((await auditEntries(t.app.db, 'payment.refund_failed', payment.id)).length).toBe(2);
  });

  it("a refund made in Paystack's dashboard is never taken for ours", async () => {
    const { payment } = await paidApplication('refund.dashboard@example.test');
    const half = Math.floor(payment.amount / 2);
    standIn.faults.push({ method: 'POST', path: '/refund', mode: 'unavailable' });
    expect((await refund(payment.id, { reason: 'Half back', amount: half })).statusCode).toBe(200);
    // Meanwhile someone refunds the same amount by hand in Paystack's dashboard.
    standIn.refunds.set(99_002, {
      id: 99_002,
      transaction: payment.reference,
      amount: half,
      status: 'processed',
      customer_note: null,
      merchant_note: 'Refunded from the dashboard',
      reason: null,
      created_at: new Date().toISOString(),
    });
    await reconcileAt(REFUND_RECHECK_MS + minutes(1));
    const view = await detail(payment.id);
    expect(view.refunds[0]).toMatchObject({ status: 'pending', provider_refund_id: null });
    expect(view.refunded_amount).toBe(0);
    standIn.refunds.delete(99_002);
  });

  it('a retried request (same Idempotency-Key) is answered from the first refund', async () => {
    const { payment } = await paidApplication('refund.retried@example.test');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${String(payment.id)}/refund`,
        headers: { ...bearer(bursary), 'idempotency-key': 'refund-retry-key-0001' },
        payload: { reason: 'Paid twice', amount: 1_000_00 },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(standInRefundsOf(payment.reference)).toHaveLength(1);
    expect((again.json().data as DetailView).refunds).toHaveLength(1);
  });

  it('a forged refund webhook changes nothing', async () => {
    const { payment } = await paidApplication('refund.forged@example.test');
    expect((await refund(payment.id, { reason: 'Paid twice' })).statusCode).toBe(200);
    const [ours] = standInRefundsOf(payment.reference);
    standIn.moveRefund(ours!.id, 'processed');
    const signed = standIn.refundWebhook(ours!.id);
    const forged = await fetch(webhookUrl, {
      method: 'POST',
      headers: { ...signed.headers, 'x-paystack-signature': 'ab'.repeat(64) },
      body: signed.body,
    });
    expect(forged.status).toBe(401);
    expect((await detail(payment.id)).refunds[0]).toMatchObject({ status: 'pending' });
  });
});
