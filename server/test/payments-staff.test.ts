import {
  ZListStandalonePaymentsQuery,
  ZPaymentDetailResponse,
  ZListPaymentsResponse,
} from '@registrar/shared-api/contracts';
import { csvCell } from '../src/modules/payments/csv-export';
import { renderPaymentReceipt } from '../src/modules/payments/receipt';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { databaseTargets } from './support/databases';
import { readPdf } from './support/pdf-text';
import {
  initialize,
  paymentRow,
  settleLocally,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { firstAuditEntry, requestStatus } from './support/rows';

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** Parses a CSV text (quoted cells, doubled quotes, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+2348030000000', "'+2348030000000"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a, b', '"a, b"'],
    ['plain', 'plain'],
  ])('%s → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe.each(databaseTargets())('staff payments on $name', (target) => {
  useLocalPayments();
  const t = staffApp(target, ['bursary', 'officer']);
  let paid: { reference: string; amount: number; applicationId: number };
  let pending: { reference: string; amount: number };
  let other: { reference: string; amount: number; typeId: number };

  beforeAll(async () => {
    const first = await submitApplication(t, 'first@example.com');
    const firstPayment = (
      await initialize(t, { kind: 'application', tracking_id: first.tracking_id })
    ).json().data;
    await settleLocally(t, firstPayment);
    paid = { ...firstPayment, applicationId: first.id };

    const second = await submitApplication(t, 'second@example.com');
    pending = (await initialize(t, { kind: 'application', tracking_id: second.tracking_id })).json()
      .data;

    const type = await t.app.db
      .selectFrom('payment_types')
      .select(['id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const standalone = (
      await initialize(t, {
        kind: 'standalone',
        payment_type_id: type.id,
        payer_name: '=cmd|calc',
        payer_email: 'other@example.com',
        payer_matric_number: 'FUTD/10/0005',
      })
    ).json().data;
    await settleLocally(t, standalone);
    other = { ...standalone, typeId: type.id };
  });

  const get = (url: string, token: string | null = t.as.admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload?: object, token: string | null = t.as.admin) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  describe('roles', () => {
    const staffRequests = () => [
      ['GET', '/api/payments'],
      ['GET', '/api/payments/export'],
      ['GET', `/api/payments/1`],
      ['POST', `/api/payments/1/reverify`],
      ['POST', `/api/payments/1/refund`],
      ['GET', '/api/standalone-payments'],
    ];
    it('registry officers get 403 on every staff payment endpoint', async () => {
      for (const [method, url] of staffRequests()) {
        const response =
          method === 'GET'
            ? await get(url!, t.as.officer)
            : await post(url!, { reason: 'x' }, t.as.officer);
        expect({ url, code: response.statusCode }).toEqual({ url, code: 403 });
      }
    });
    it('no token gets 401', async () => {
      for (const [method, url] of staffRequests()) {
        const response =
          method === 'GET' ? await get(url!, null) : await post(url!, { reason: 'x' }, null);
        expect({ url, code: response.statusCode }).toEqual({ url, code: 401 });
      }
    });
    it('the bursary may read', async () => {
      expect((await get('/api/payments', t.as.bursary)).statusCode).toBe(200);
    });
  });

  it('lists newest first with totals over every matching payment', async () => {
    const response = await get('/api/payments?per_page=1');
    expect(response.statusCode).toBe(200);
    const page = ZListPaymentsResponse.parse(response.json()).data;
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.reference).toBe(other.reference);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({
      count: 3,
      paid_count: 2,
      paid_amount: paid.amount + other.amount,
      refunded_amount: 0,
      pending_amount: pending.amount,
    });
  });

  it.each([
    ['status=pending', () => [pending.reference]],
    ['kind=standalone', () => [other.reference]],
    ['kind=application&status=paid', () => [paid.reference]],
    ['provider=paystack', () => []],
    ['search=second%40', () => [pending.reference]],
    ['from=2000-01-01&to=2000-01-02', () => []],
  ])('filters: %s', async (query, expected) => {
    const page = (await get(`/api/payments?${query}`)).json().data;
    expect(page.data.map((p: { reference: string }) => p.reference)).toEqual(expected());
    expect(page.totals.count).toBe(expected().length);
  });

  it('sorts by amount and by date paid (unpaid last either way)', async () => {
    const order = async (query: string) =>
      (await get(`/api/payments?${query}`))
        .json()
        .data.data.map((p: { reference: string; amount: number }) => p.amount);
    const amounts = [paid.amount, other.amount, pending.amount];
    expect(await order('sort=amount&direction=asc')).toEqual([...amounts].sort((a, b) => a - b));
    expect(await order('sort=amount&direction=desc')).toEqual([...amounts].sort((a, b) => b - a));
    for (const direction of ['asc', 'desc']) {
      const rows = (await get(`/api/payments?sort=paid_at&direction=${direction}`)).json().data
        .data as { reference: string }[];
      expect(rows.at(-1)?.reference).toBe(pending.reference);
    }
    expect((await get('/api/payments?sort=total')).statusCode).toBe(422);
  });

  it('filters by payment type and by a tracking id', async () => {
    const byType = (await get(`/api/payments?payment_type_id=${other.typeId}`)).json().data;
    expect(byType.data.map((p: { reference: string }) => p.reference)).toEqual([other.reference]);
    const detail = (await get(`/api/payments?search=${paid.reference.slice(0, 10)}`)).json().data;
    expect(detail.data.map((p: { reference: string }) => p.reference)).toContain(paid.reference);
    const tracking = (await get(`/api/payments?status=paid&kind=application`)).json().data.data[0]
      .tracking_id;
    const byTracking = (await get(`/api/payments?search=${encodeURIComponent(tracking)}`)).json()
      .data;
    expect(byTracking.data.map((p: { reference: string }) => p.reference)).toEqual([
      paid.reference,
    ]);
  });

  it('a bad filter is a 422', async () => {
    const response = await get('/api/payments?from=2026-02-02&to=2026-01-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.to).toBeDefined();
  });

  it('exports CSV: header, one row per payment in naira, escaped cells, a totals line', async () => {
    const response = await get('/api/payments/export', t.as.bursary);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(['Reference', 'Created at', 'Paid at', 'Status']);
    expect(rows).toHaveLength(1 + 3 + 1);
    const column = (name: string) => header.indexOf(name);
    const byRef = new Map(rows.slice(1, 4).map((row) => [row[0], row]));
    expect(byRef.get(paid.reference)![column('Amount (NGN)')]).toBe(naira(paid.amount));
    expect(byRef.get(paid.reference)![column('Paid (NGN)')]).toBe(naira(paid.amount));
    expect(byRef.get(pending.reference)![column('Paid (NGN)')]).toBe('0.00');
    expect(byRef.get(other.reference)![column('Payer name')]).toBe("'=cmd|calc");
    const totals = rows[4]!;
    expect(totals[0]).toBe('Totals');
    expect(totals[column('Status')]).toBe('3 payments, 2 paid');
    expect(totals[column('Amount (NGN)')]).toBe(naira(paid.amount + pending.amount + other.amount));
    expect(totals[column('Paid (NGN)')]).toBe(naira(paid.amount + other.amount));
    // The list's totals agree with the file's.
    const listTotals = (await get('/api/payments')).json().data.totals;
    expect(totals[column('Paid (NGN)')]).toBe(naira(listTotals.paid_amount));
    const filtered = parseCsv(
      (await get('/api/payments/export?status=pending')).body.replace(/^\uFEFF/, ''),
    );
    expect(filtered).toHaveLength(3);
    expect(filtered[2]![column('Amount (NGN)')]).toBe(naira(pending.amount));
  });

  it('shows a payment with its raw verification and its log', async () => {
    const id = (await paymentRow(t, paid.reference)).id;
    const response = await get(`/api/payments/${id}`, t.as.bursary);
    expect(response.statusCode).toBe(200);
    const detail = ZPaymentDetailResponse.parse(response.json()).data;
    expect(detail).toMatchObject({
      reference: paid.reference,
      status: 'paid',
      amount_received: paid.amount,
      currency_received: 'NGN',
      payer_email: 'first@example.com',
      application_id: paid.applicationId,
    });
    expect(detail.raw).toMatchObject({ event: 'charge.completed' });
    expect(detail.events.map((e) => e.kind)).toEqual(['initialized', 'webhook', 'paid']);
    expect((await get('/api/payments/999999')).statusCode).toBe(404);
  });

  it('re-verifies with the provider (audited on the payment with the actor)', async () => {
    const id = (await paymentRow(t, pending.reference)).id;
    await t.app.db
      .updateTable('local_payment_sessions')
      .set({ status: 'success', completed_at: new Date() })
      .where('reference', '=', pending.reference)
      .execute();
    const response = await post(`/api/payments/${id}/reverify`, undefined, t.as.bursary);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.status).toBe('paid');
    const last = detail.events.at(-1);
    expect(last.kind).toBe('reverified');
    expect(last.actor.name).toBe('Bola Bursar');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toContain('paid');
  });

  it('refunds a paid payment with a reason: the application moves to refunded, audited', async () => {
    const id = (await paymentRow(t, paid.reference)).id;
    const missing = await post(`/api/payments/${id}/refund`, { reason: '  ' });
    expect(missing.statusCode).toBe(422);
    const response = await post(
      `/api/payments/${id}/refund`,
      { reason: 'Paid twice by mistake' },
      t.as.bursary,
    );
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      status: 'refunded',
      refund_reason: 'Paid twice by mistake',
      refunded_by: { name: 'Bola Bursar' },
      receipt_path: null,
    });
    expect(detail.refunded_at).not.toBeNull();
    expect(await requestStatus(t.app.db, paid.applicationId)).toBe('refunded');
    const history = await t.app.db
      .selectFrom('application_status_history')
      .select(['from_status', 'to_status', 'actor_user_id'])
      .where('application_id', '=', paid.applicationId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ from_status: 'paid', to_status: 'refunded' });
    expect(history.actor_user_id).not.toBeNull();
    const audit = await firstAuditEntry(t.app.db, 'payment.refunded', id);
    expect(audit.actor_user_id).toBe(history.actor_user_id);
    expect(audit.details).toMatchObject({ reason: 'Paid twice by mistake' });
    // Refunded is final: a second refund is a 409; the totals move.
    expect((await post(`/api/payments/${id}/refund`, { reason: 'again' })).statusCode).toBe(409);
    const totals = (await get('/api/payments')).json().data.totals;
    expect(totals.refunded_amount).toBe(paid.amount);
    const pendingId = (
      await t.app.db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirst()
    )?.id;
    if (pendingId)
      expect((await post(`/api/payments/${pendingId}/refund`, { reason: 'x' })).statusCode).toBe(
        409,
      );
  });

  it('lists other payments for staff', async () => {
    const response = await get('/api/standalone-payments?search=futd/10/0005', t.as.bursary);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      reference: other.reference,
      status: 'paid',
      enums: { status: 'Paid' },
      payer_matric_number: 'FUTD/10/0005',
      amount: other.amount,
    });
    expect(ZListStandalonePaymentsQuery.safeParse({ status: 'nope' }).success).toBe(false);
    expect((await get('/api/standalone-payments?status=pending')).json().data.total).toBe(0);
  });

  it('a paid payment has a PDF receipt; an unpaid one has none', async () => {
    // The payer's email is the receipt's proof (security-payments-redaction.test.ts).
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/reference/${other.reference}/receipt?email=other%40example.com`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${other.reference}.pdf"`,
    );
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('Federal University of Technology, Demo');
    expect(text).toContain('FUTD');
    expect(text).toContain('Payment receipt');
    expect(text).toContain(other.reference);
    expect(text).toContain('=cmd|calc');
    const amount = `₦${(other.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(amount);
    expect(text).toMatch(/Paid on: \d{1,2} \w+ \d{4}/);

    const unpaid = await submitApplication(t, 'unpaid@example.com');
    const started = (
      await initialize(t, { kind: 'application', tracking_id: unpaid.tracking_id })
    ).json().data;
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/payments/reference/${started.reference}/receipt`,
    });
    expect(none.statusCode).toBe(404);
    expect(await renderPaymentReceipt(t.app.db, 'RGR-UNKNOWN', t.app.signer)).toBeNull();
  });
});
