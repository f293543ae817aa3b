import { screen, waitFor, within } from '@testing-library/react';
import {
  downloadOne,
  failed,
  ok,
  setupTestApi,
  type FileRequest,
  type FileRoute,
} from '../../components/file-transfer/testing';
import { renderApp } from '../../testing/render-admin';
import { detail, pageOf, paymentTypes, summary, totals } from './payments.test-fixtures';

let refundReply: FileRoute;
let detailReply: FileRoute;
const server = setupTestApi(() => ({
  'GET /api/payments': (request) => {
    const current = Number(request.query.get('page') ?? '1');
    return ok({
      ...pageOf(
        '/payments',
        [
          summary(current * 10 + 1),
          summary(current * 10 + 2, {
            status: 'pending',
            enums: { status: 'Pending', kind: 'Other payment' },
            kind: 'standalone',
            description: 'Late registration fee',
            paid_at: null,
            receipt_path: null,
            over_payment: false,
          }),
        ],
        current,
      ),
      totals,
    });
  },
  'GET /api/payment-types': () => ok(paymentTypes),
  'GET /api/payments/11': (request) => detailReply(request),
  'GET /api/payments/12': () =>
    ok(
      detail(12, {
        status: 'pending',
        enums: { status: 'Pending', kind: 'Other payment' },
        receipt_path: null,
        raw: {},
        amount_received: null,
        events: [],
      }),
    ),
  'POST /api/payments/11/reverify': () =>
    ok(
      detail(11, {
        verified_at: '2024-03-05T12:00:00.000Z',
        events: [
          ...detail(11).events,
          {
            kind: 'verified',
            note: null,
            actor: { id: 1, name: 'Adaeze Okafor' },
            at: '2024-03-05T12:00:00.000Z',
          },
        ],
      }),
    ),
  'POST /api/payments/11/refund': (request) => refundReply(request),
  'GET /api/payments/export': () => ({
    status: 200,
    raw: 'reference,status,amount\nRGR-1,paid,15000.00\ntotals,,135000.00\n',
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="payments-2024-03-05.csv"',
    },
  }),
}));

/** The refund was asked of the provider: payment 11, the amount and reason sent, under way. */
const refunded = (request: FileRequest) => {
  const body = request.body as { amount: number; reason: string };
  return ok(
    detail(11, {
      refunding_amount: body.amount,
      refundable_amount: 1_500_000 - body.amount,
      refunds: [
        {
          id: 3,
          amount: body.amount,
          reason: body.reason,
          status: 'pending',
          enums: { status: 'Under way' },
          provider_refund_id: '5001',
          failure: null,
          requested_by: { id: 1, name: 'Adaeze Okafor' },
          requested_at: '2024-03-06T08:00:00.000Z',
          processed_at: null,
        },
      ],
    }),
    'Refund asked of the payment provider.',
  );
};

beforeEach(() => {
  refundReply = refunded;
  detailReply = () => ok(detail(11));
});

const lists = () => server().requests.filter((r) => r.path === '/api/payments');

it('lists payments with the server’s totals, filters through the URL and pages', async () => {
  const { user } = renderApp('/admin/payments', { width: 360 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Payments' });
  expect(await within(table).findByText('Late registration fee')).toBeInTheDocument();
  expect(lists()[0]?.query.get('per_page')).toBe('10');
  expect(lists()[0]?.authorization).toBe('Bearer token-1');

  const totalsRegion = screen.getByRole('region', { name: 'Totals for these filters' });
  expect(within(totalsRegion).getByText('₦135,000.00')).toBeInTheDocument();
  expect(within(totalsRegion).getByText('9 payments')).toBeInTheDocument();
  expect(within(totalsRegion).getByText('₦15,000.00')).toBeInTheDocument();
  expect(within(totalsRegion).getByText('₦30,000.00')).toBeInTheDocument();
  expect(screen.getByText('12 payments')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'paystack');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Paid for' }), 'standalone');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Payment type/ }),
    'Gown hire',
  );
  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'ada@');
  await user.type(screen.getByLabelText('Created from'), '2024-03-01');
  await user.type(screen.getByLabelText('Created to'), '2024-03-31');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() => expect(lists().at(-1)?.query.get('status')).toBe('paid'));
  expect(Object.fromEntries(lists().at(-1)?.query ?? [])).toEqual({
    page: '1',
    per_page: '10',
    status: 'paid',
    provider: 'paystack',
    kind: 'standalone',
    payment_type_id: '4',
    search: 'ada@',
    from: '2024-03-01',
    to: '2024-03-31',
    sort: 'created_at',
    direction: 'desc',
  });

  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('page')).toBe('2'));
  expect(lists().at(-1)?.query.get('status')).toBe('paid');
  expect(await screen.findByText(summary(21).reference)).toBeInTheDocument();
});

it('catches an end date before the start date on its field without asking the server', async () => {
  const { user } = renderApp('/admin/payments');
  await screen.findByText('12 payments');
  const before = lists().length;

  await user.type(screen.getByLabelText('Created from'), '2024-03-10');
  await user.type(screen.getByLabelText('Created to'), '2024-03-01');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  const to = screen.getByLabelText('Created to');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription(
    expect.stringContaining('The end date must not be before the start date'),
  );
  expect(to).toHaveFocus();
  expect(lists()).toHaveLength(before);
});

it('asks the server for the order chosen in Sort by, kept in the URL', async () => {
  const { user } = renderApp('/admin/payments');
  await screen.findByRole('table', { name: 'Payments' });
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created_at');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'amount');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() =>
    expect(
      server().requests.some(
        (r) =>
          r.path === '/api/payments' &&
          r.query.get('sort') === 'amount' &&
          r.query.get('direction') === 'asc',
      ),
    ).toBe(true),
  );
  // no client-side re-sorting: the headers are plain
  const table = screen.getByRole('table', { name: 'Payments' });
  expect(within(table).queryByRole('button', { name: 'Amount' })).not.toBeInTheDocument();
});

it('exports the filtered payments as a CSV file through the authenticated client', async () => {
  const { user } = renderApp('/admin/payments?status=paid&from=2024-03-01');
  await screen.findByText('12 payments');

  const file = await downloadOne(() =>
    user.click(screen.getByRole('button', { name: 'Export CSV' })),
  );

  const request = server().requests.find((r) => r.path === '/api/payments/export');
  expect(request?.authorization).toBe('Bearer token-1');
  expect(request?.url).toBe(
    '/api/payments/export?status=paid&from=2024-03-01&sort=created_at&direction=desc',
  );
  expect(file.fileName).toBe('payments-2024-03-05.csv');
  expect(file.text).toContain('totals,,135000.00');
  expect(await screen.findByText('Export Ready')).toBeInTheDocument();
});

it('opens a payment’s detail with items, payer, raw verification and events; re-verifies', async () => {
  const { user } = renderApp('/admin/payments');
  await user.click(
    await screen.findByRole('link', { name: `Payment ${summary(11).reference}: view details` }),
  );

  const panel = await screen.findByRole('dialog', { name: 'Payment details' });
  expect(
    await within(panel).findByRole('heading', { name: `Payment ${summary(11).reference}` }),
  ).toBeInTheDocument();
  const items = within(panel).getByRole('table', { name: 'Items paid for' });
  expect(within(items).getByText('Official copy, hard, domestic')).toBeInTheDocument();
  expect(within(items).getByRole('row', { name: /Total ₦15,000.00/ })).toBeInTheDocument();
  expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
  expect(within(panel).getByText('Webhook received')).toBeInTheDocument();

  const raw = within(panel).getByText('Provider’s raw verification');
  const details = raw.closest('details') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  await user.click(raw);
  expect(details.open).toBe(true);
  expect(within(details).getByLabelText('Raw verification JSON').textContent).toContain(
    '"gateway_response": "Approved"',
  );

  const receipt = within(panel).getByRole('link', { name: 'Download receipt (PDF)' });
  expect(receipt).toHaveAttribute('href', `${server().apiRoot}${summary(11).receipt_path ?? ''}`);

  const listsBefore = lists().length;
  await user.click(within(panel).getByRole('button', { name: 'Re-verify with provider' }));
  expect(await within(panel).findByText('Verified')).toBeInTheDocument();
  expect(
    server().requests.some((r) => r.method === 'POST' && r.path === '/api/payments/11/reverify'),
  ).toBe(true);
  expect(await screen.findByText('Payment Re-verified')).toBeInTheDocument();
  await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore));

  await user.click(within(panel).getByRole('button', { name: 'Close payment details' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('refunds all or part of a paid payment through the provider, with a reason', async () => {
  const { user } = renderApp('/admin/payments?id=11');
  const panel = await screen.findByRole('dialog', { name: 'Payment details' });
  await user.click(await within(panel).findByRole('button', { name: 'Refund' }));

  const modal = await screen.findByRole('dialog', { name: 'Refund this payment?' });
  const amount = within(modal).getByRole('textbox', { name: 'Amount to refund (₦)' });
  // All that is left, unless the bursary refunds less.
  expect(amount).toHaveValue('15,000.00');
  await user.click(within(modal).getByRole('button', { name: 'Refund' }));
  const reason = within(modal).getByRole('textbox', { name: /Reason for the refund/ });
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(within(modal).getByText('This field is required')).toBeInTheDocument();

  await user.clear(amount);
  await user.type(amount, '20,000');
  await user.type(reason, 'Copy 2 not needed');
  await user.click(within(modal).getByRole('button', { name: 'Refund' }));
  expect(within(modal).getByText('At most ₦15,000.00 can still be refunded.')).toBeInTheDocument();
  expect(server().requests.some((r) => r.path === '/api/payments/11/refund')).toBe(false);

  refundReply = () =>
    failed(409, 'Only a paid payment can be refunded.', {
      reason: ['Only a paid payment can be refunded.'],
    });
  await user.clear(amount);
  await user.type(amount, '5,000');
  await user.click(within(modal).getByRole('button', { name: 'Refund' }));
  expect(
    await within(modal).findAllByText('Only a paid payment can be refunded.'),
  ).not.toHaveLength(0);

  refundReply = refunded;
  await user.click(within(modal).getByRole('button', { name: 'Refund' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Refund this payment?' })).not.toBeInTheDocument(),
  );
  const refunds = server().requests.filter((r) => r.path === '/api/payments/11/refund');
  expect(refunds.at(-1)?.body).toEqual({ amount: 500_000, reason: 'Copy 2 not needed' });
  const table = await within(panel).findByRole('table', { name: /Refunds of this payment/ });
  expect(within(table).getByText('₦5,000.00')).toBeInTheDocument();
  expect(within(table).getByText('Under way')).toBeInTheDocument();
  expect(within(table).getByText('Reason: Copy 2 not needed')).toBeInTheDocument();
  expect(within(panel).getByText('₦5,000.00 under way')).toBeInTheDocument();
  // The rest can still be refunded.
  expect(within(panel).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
});

it("shows the provider's refusal and what a refund needing attention asks of staff", async () => {
  detailReply = () =>
    ok(
      detail(11, {
        refunds: [
          {
            id: 4,
            amount: 1_500_000,
            reason: 'Paid twice',
            status: 'needs_attention',
            enums: { status: 'Needs attention' },
            provider_refund_id: '5002',
            failure: 'Customer bank account closed',
            requested_by: null,
            requested_at: '2024-03-06T08:00:00.000Z',
            processed_at: null,
          },
        ],
        refunding_amount: 1_500_000,
        refundable_amount: 0,
      }),
    );
  renderApp('/admin/payments?id=11');
  const panel = await screen.findByRole('dialog', { name: 'Payment details' });
  const table = await within(panel).findByRole('table', { name: /Refunds of this payment/ });
  expect(within(table).getByText('Needs attention')).toBeInTheDocument();
  expect(
    within(table).getByText(
      /Needs the payer's bank details: finish it in the provider's dashboard\. Customer bank account closed/,
    ),
  ).toBeInTheDocument();
  // Nothing is left to refund while it is under way.
  expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});

it('offers no refund for a pending payment and says when the provider was not asked', async () => {
  renderApp('/admin/payments?id=12');
  const panel = await screen.findByRole('dialog', { name: 'Payment details' });
  expect(await within(panel).findByText('Not verified yet')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();
  expect(within(panel).getByText('Nothing has happened to this payment yet.')).toBeInTheDocument();
});

it('shows an error with Try again when the list cannot be loaded', async () => {
  let isDown = true;
  server().setRoutes({
    'GET /api/payment-types': () => ok(paymentTypes),
    'GET /api/payments': () =>
      isDown
        ? failed(500, 'Server Error')
        : ok({ ...pageOf('/payments', [], 1, 1, 0), totals: { ...totals, count: 0 } }),
  });
  const { user } = renderApp('/admin/payments');
  expect(await screen.findByText('The payments could not be loaded.')).toBeInTheDocument();

  isDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

it('links to the standalone payments screen, which the spec sidebar does not list', async () => {
  const { user } = renderApp('/admin/payments');
  const link = await screen.findByRole('link', { name: 'Standalone payments' });
  expect(link).toHaveAttribute('href', '/admin/standalone-payments');
  await user.click(link);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Standalone Payments' }),
  ).toBeInTheDocument();
});
