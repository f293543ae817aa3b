import type { ParsedMail } from 'mailparser';
import { addStaffAndSignIn, bearer, startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import {
  initialize,
  paymentRow,
  settleLocally,
  submitApplication,
  submitCertificateApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { flat, readPdf } from './support/pdf-text';
import { recipientsOf, type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

const PUBLIC_URL = 'https://registry.futd.test';
const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * The payment emails through the real settlement (signed local webhooks), the staff refund
 * endpoint, the outbox and a real SMTP server: every payment received carries its PDF receipt,
 * every refund reaches the payer.
 */
describe.each(databaseTargets())('payment and refund emails on $name', (target) => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let bursary: string;
  useLocalPayments();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(target, {
      documents: {
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: smtp.url, from: 'FUTD Registry <registry@futd.test>' },
        outboxIntervalMs: 0,
      },
    });
    bursary = await addStaffAndSignIn(t, {
      name: 'Bola Bursar',
      username: 'bursar-mail-payments',
      email: 'bursar-mail-payments@registrar.test',
      role: 'bursary',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Sends what is queued, then answers the messages to `to` that arrived meanwhile. */
  const deliver = async (to: string, count: number): Promise<ParsedMail[]> => {
    const before = smtp.messages.length;
    const { sent } = await t.app.outbox.runOnce();
    const arrived = (await smtp.waitFor(before + sent)).slice(before);
    const mine = arrived.filter((mail) => recipientsOf(mail).includes(to));
    expect(mine.map((mail) => mail.subject)).toHaveLength(count);
    return mine;
  };
  const refund = async (reference: string, reason: string) => {
    const id = (await paymentRow(t, reference)).id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/refund`,
      headers: bearer(bursary),
      payload: { reason },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { status: string };
  };
  const receiptText = async (mail: ParsedMail, reference: string) => {
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`receipt-${reference}.pdf`, 'application/pdf'],
    ]);
    return flat((await readPdf(mail.attachments[0]!.content)).text);
  };
  const outboxOf = (entityType: string, entityId: number) =>
    t.app.db
      .selectFrom('outbox')
      .select(['template', 'status'])
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('a refunded transcript application emails its applicant the status change with the reason', async () => {
    const email = 'refund.transcript@example.test';
    const application = await submitApplication(t, email);
    const payment = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data as { reference: string; amount: number };
    await settleLocally(t, payment);
    await deliver(email, 2); // received, payment received

    expect((await refund(payment.reference, 'Paid twice by mistake')).status).toBe('refunded');
    const [refunded] = await deliver(email, 1);
    expect(refunded!.subject).toBe(`${application.tracking_id}: Refunded`);
    expect(refunded!.text).toContain('Status: Refunded');
    expect(refunded!.text).toContain('Your payment was refunded.');
    expect(refunded!.text).toContain(
      `Note from the registry: Payment ${payment.reference} refunded: Paid twice by mistake`,
    );
    expect(refunded!.text).toContain(`${PUBLIC_URL}/track?reference=${application.tracking_id}`);
    expect(refunded!.attachments).toEqual([]);
    expect((await outboxOf('application', application.id)).map((j) => j.template)).toEqual([
      'application_submitted',
      'application_paid',
      'application_status',
    ]);
  });

  it('a refund the application cannot follow (already processing) still tells the payer', async () => {
    const email = 'refund.processing@example.test';
    const application = await submitApplication(t, email);
    const payment = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data as { reference: string; amount: number };
    await settleLocally(t, payment);
    await t.app.db
      .updateTable('applications')
      .set({ status: 'processing' })
      .where('id', '=', application.id)
      .execute();
    await deliver(email, 2);

    await refund(payment.reference, 'Duplicate card charge');
    const [refunded] = await deliver(email, 1);
    expect(refunded!.subject).toBe(`Payment ${payment.reference} refunded`);
    expect(refunded!.text).toContain(
      `Payment for: Transcript application ${application.tracking_id}`,
    );
    expect(refunded!.text).toContain(`Amount refunded: ${naira(payment.amount)}`);
    expect(refunded!.text).toContain('Reason: Duplicate card charge');
  });

  it('a paid certificate application gets the payment-received email with its PDF receipt; a refund is announced', async () => {
    const application = await submitCertificateApplication(t);
    const email = 'cert@example.com';
    const payment = (
      await initialize(t, {
        kind: 'certificate_application',
        tracking_id: application.tracking_id,
      })
    ).json().data as { reference: string; amount: number };
    await settleLocally(t, payment);
    const [received, paid] = await deliver(email, 2);
    expect(received!.subject).toBe(`Certificate application ${application.tracking_id} received`);
    // Every email about it links to the track page, which follows certificate applications too.
    const trackLink = `/track?reference=${encodeURIComponent(application.tracking_id)}`;
    expect(received!.text).toContain(trackLink);
    expect(paid!.text).toContain(trackLink);

    expect(paid!.subject).toBe(`Payment received for ${application.tracking_id}`);
    expect(paid!.text).toContain(`Payment reference: ${payment.reference}`);
    expect(paid!.text).toContain(`Amount paid: ${naira(application.total)}`);
    expect(paid!.text).toContain('your receipt is attached');
    expect(paid!.html).toContain('Payment received');
    const receipt = await receiptText(paid!, payment.reference);
    expect(receipt).toContain('Payment receipt');
    expect(receipt).toContain(`Reference: ${payment.reference}`);
    expect(receipt).toContain(`Certificate application ${application.tracking_id}`);
    expect(receipt).toContain('Certificate');
    expect(receipt).toContain(`Total paid ${naira(payment.amount)}`);

    await refund(payment.reference, 'Applied twice');
    const [refunded] = await deliver(email, 1);
    expect(refunded!.subject).toBe(`${application.tracking_id}: Refunded`);
    expect(refunded!.text).toContain(trackLink);
    expect(refunded!.text).toContain(
      `Note from the registry: Payment ${payment.reference} refunded: Applied twice`,
    );
    expect(
      (await outboxOf('certificate_application', application.id)).map((j) => j.template),
    ).toEqual([
      'certificate_application_submitted',
      'certificate_application_paid',
      'certificate_application_status',
    ]);
  });

  it('an "other" payment emails the payer a receipt when paid and a notice when refunded', async () => {
    const email = 'other.payer@example.test';
    const type = await t.app.db
      .selectFrom('payment_types')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const payment = (
      await initialize(t, {
        kind: 'standalone',
        payment_type_id: type.id,
        payer_name: 'Kemi Balogun',
        payer_email: email,
        payer_matric_number: 'FUTD/10/0007',
      })
    ).json().data as { reference: string; amount: number };
    // Nothing is sent before the money arrives.
    expect(await deliver(email, 0)).toEqual([]);

    await settleLocally(t, payment);
    // A second webhook for the same payment settles nothing and queues nothing.
    await settleLocally(t, payment);
    const [paid] = await deliver(email, 1);
    expect(paid!.subject).toBe(`Payment received: ${type.name}`);
    expect(paid!.text).toContain('Dear Kemi Balogun,');
    expect(paid!.text).toContain(`Payment for: ${type.name}`);
    expect(paid!.text).toContain(`Payment reference: ${payment.reference}`);
    expect(paid!.text).toContain(`Amount paid: ${naira(payment.amount)}`);
    const receipt = await receiptText(paid!, payment.reference);
    expect(receipt).toContain(`Reference: ${payment.reference}`);
    expect(receipt).toContain(`Payer: Kemi Balogun (${email})`);
    expect(receipt).toContain(`For: ${type.name}`);
    expect(receipt).toContain(`Total paid ${naira(payment.amount)}`);

    await refund(payment.reference, 'Paid for the wrong service');
    const [refunded] = await deliver(email, 1);
    expect(refunded!.subject).toBe(`Payment ${payment.reference} refunded`);
    expect(refunded!.text).toContain(`Payment for: ${type.name}`);
    expect(refunded!.text).toContain('Reason: Paid for the wrong service');
    expect(refunded!.attachments).toEqual([]);
    const id = (await paymentRow(t, payment.reference)).id;
    expect(await outboxOf('payment', id)).toEqual([
      { template: 'standalone_payment_paid', status: 'sent' },
      { template: 'payment_refunded', status: 'sent' },
    ]);
  });
});
