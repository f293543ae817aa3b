import { ZListRequestPaymentsResponse } from '@registrar/shared-api/contracts';
import { channelOf } from '../src/modules/payments/request-payments';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import {
  initialize,
  paymentRow,
  settleLocally,
  submitApplication,
  submitCertificateApplication,
  useLocalPayments,
} from './support/payments-fixtures';

describe('channelOf', () => {
  it.each([
    [{ status: true, data: { channel: 'card' } }, 'card'],
    [{ event: 'charge.success', data: { channel: ' bank_transfer ' } }, 'bank_transfer'],
    [{ data: { channel: '' } }, null],
    [{ data: { channel: 7 } }, null],
    [{ provider: 'local', status: 'success' }, null],
    [{ reconciliation: 'abandoned after 24 h' }, null],
    [null, null],
    ['text', null],
  ])('%j → %s', (raw, expected) => {
    expect(channelOf(raw)).toBe(expected);
  });
});

describe.each(databaseTargets())("an application's payments on $name", (target) => {
  useLocalPayments();
  const t = staffApp(target, ['officer', 'bursary']);

  const get = (url: string, token: string | null = t.as.officer) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const paymentsOf = async (url: string, token?: string) => {
    const response = await get(url, token);
    expect(response.statusCode).toBe(200);
    return ZListRequestPaymentsResponse.parse(response.json()).data;
  };

  it('lists every payment of a transcript application, newest first, for any staff role', async () => {
    const application = await submitApplication(t, 'payer@example.com');
    const url = `/api/applications/${String(application.id)}/payments`;
    expect(await paymentsOf(url)).toEqual([]);

    // A first attempt fails; the applicant starts again and pays.
    const first = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data;
    const pending = await paymentsOf(url);
    expect(pending).toEqual([
      {
        id: expect.any(Number),
        reference: first.reference,
        provider: 'local',
        channel: null,
        status: 'pending',
        enums: { status: 'Pending' },
        amount: application.total,
        currency: 'NGN',
        created_at: expect.any(String),
        paid_at: null,
        refunded_at: null,
        refunded_amount: 0,
        refunding_amount: 0,
        receipt_path: null,
      },
    ]);
    await settleLocally(t, first, 'failed');
    const second = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data;
    expect(second.reference).not.toBe(first.reference);
    await settleLocally(t, second, 'success');

    // Another application's payment is not listed.
    const other = await submitApplication(t, 'other@example.com');
    await initialize(t, { kind: 'application', tracking_id: other.tracking_id });

    const payments = await paymentsOf(url);
    expect(payments.map((p) => [p.reference, p.status])).toEqual([
      [second.reference, 'paid'],
      [first.reference, 'failed'],
    ]);
    const paid = payments[0]!;
    expect(paid.enums.status).toBe('Paid');
    expect(paid.paid_at).toEqual(expect.any(String));
    // The staff's link carries the email the receipt asks for (staff read it anyway).
    expect(paid.receipt_path).toBe(
      `/payments/reference/${second.reference}/receipt?email=payer%40example.com`,
    );
    expect(paid.id).toBe((await paymentRow(t, second.reference)).id);
    expect(payments[1]!.receipt_path).toBeNull();
    // The receipt the link names is served (a plain link: no bearer token needed).
    const receipt = await t.app.inject({ method: 'GET', url: `/api${paid.receipt_path!}` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    // Every role reads the same list; the registry officer still has no /payments access.
    expect(await paymentsOf(url, t.as.admin)).toEqual(payments);
    expect(await paymentsOf(url, t.as.bursary)).toEqual(payments);
    expect((await get('/api/payments', t.as.officer)).statusCode).toBe(403);
    expect((await get(`/api/payments/${String(paid.id)}`, t.as.officer)).statusCode).toBe(403);
  });

  it("shows the provider's channel when its stored answer has one", async () => {
    const application = await submitApplication(t, 'card@example.com');
    const started = (
      await initialize(t, { kind: 'application', tracking_id: application.tracking_id })
    ).json().data;
    await t.app.db
      .updateTable('payments')
      .set({ raw: JSON.stringify({ status: true, data: { channel: 'card' } }) })
      .where('reference', '=', started.reference)
      .execute();
    const [payment] = await paymentsOf(`/api/applications/${String(application.id)}/payments`);
    expect(payment).toMatchObject({ reference: started.reference, channel: 'card' });
  });

  it("lists a certificate application's payments the same way", async () => {
    const certificate = await submitCertificateApplication(t);
    const url = `/api/certificate-applications/${String(certificate.id)}/payments`;
    expect(await paymentsOf(url)).toEqual([]);
    const started = (
      await initialize(t, { kind: 'certificate_application', tracking_id: certificate.tracking_id })
    ).json().data;
    await settleLocally(t, started, 'success');
    const payments = await paymentsOf(url);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      reference: started.reference,
      status: 'paid',
      amount: certificate.total,
      receipt_path: `/payments/reference/${started.reference}/receipt?email=cert%40example.com`,
    });
  });

  it('401 without a token, 404 for an unknown application, 422 for a bad id', async () => {
    expect((await get('/api/applications/1/payments', null)).statusCode).toBe(401);
    const missing = await get('/api/applications/999999/payments');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'Application not found.' });
    const missingCertificate = await get('/api/certificate-applications/999999/payments');
    expect(missingCertificate.statusCode).toBe(404);
    expect(missingCertificate.json().message).toBe('Certificate application not found.');
    expect((await get('/api/applications/abc/payments')).statusCode).toBe(422);
    expect((await get('/api/applications/0/payments')).statusCode).toBe(422);
  });
});
