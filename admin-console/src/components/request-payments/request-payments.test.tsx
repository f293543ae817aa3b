import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type TAuthUser, type TRequestPayment } from '@registrar/shared-api';
import type { Reply } from '../../../../jest/support/test-server';
import { staffUser } from '../../testing/render-admin';
import { ok, setupTestApi } from '../../testing/test-api';
import { RequestPayments, type RequestPaymentsProps } from './request-payments';

const payment = (overrides: Partial<TRequestPayment> = {}): TRequestPayment => ({
  id: 41,
  reference: 'RGR-PAID0000000000000001',
  provider: 'paystack',
  channel: 'bank_transfer',
  status: 'paid',
  enums: { status: 'Paid' },
  amount: 1_500_000,
  currency: 'NGN',
  created_at: '2026-11-20T09:05:00.000Z',
  paid_at: '2026-11-20T09:07:00.000Z',
  refunded_at: null,
  refunded_amount: 0,
  refunding_amount: 0,
  receipt_path: '/payments/reference/RGR-PAID0000000000000001/receipt',
  ...overrides,
});
const failed = payment({
  id: 40,
  reference: 'RGR-FAIL0000000000000001',
  provider: 'local',
  channel: null,
  status: 'failed',
  enums: { status: 'Failed' },
  paid_at: null,
  receipt_path: null,
});

let reply: () => Reply;
const testServer = setupTestApi(() => {
  reply = () => ok([payment(), failed]);
  return {
    'GET /api/applications/7/payments': () => reply(),
    'GET /api/certificate-applications/9/payments': () => ok([]),
  };
});

function renderSection(
  role: TAuthUser['role'] = 'administrator',
  props: RequestPaymentsProps = { kind: 'application', requestId: 7 },
) {
  const store = createAppStore({
    auth: { token: 'token-1', user: { ...staffUser, role }, status: 'signed-in' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RequestPayments {...props} />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'Payments' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

it('lists every payment with provider, channel, amount, status, dates and a receipt for paid ones', async () => {
  renderSection('administrator');
  expect(within(section()).getByRole('status')).toHaveTextContent('Loading payments');

  const [paid, fail] = (await screen.findAllByRole('row')).slice(1).map((row) => within(row));
  expect(paid!.getByText('Paystack')).toBeInTheDocument();
  expect(paid!.getByText('Bank transfer')).toBeInTheDocument();
  expect(paid!.getByText('₦15,000.00')).toBeInTheDocument();
  expect(paid!.getByText('Paid')).toBeInTheDocument();
  expect(paid!.getByRole('link', { name: /^Receipt \(PDF\)/ })).toHaveAttribute(
    'href',
    `${testServer().apiRoot}/payments/reference/RGR-PAID0000000000000001/receipt`,
  );
  expect(fail!.getByText('Local (test)')).toBeInTheDocument();
  expect(fail!.getByText('Failed')).toBeInTheDocument();
  // Not paid: no receipt, no paid date.
  expect(fail!.queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  expect(fail!.getAllByText('—')).toHaveLength(2);
  expect(testServer().requests.map((r) => r.path)).toEqual(['/api/applications/7/payments']);
});

it.each([['administrator'], ['bursary']] as const)(
  'links each payment to its staff page for the %s',
  async (role) => {
    renderSection(role);
    const link = await screen.findByRole('link', { name: /^RGR-PAID0000000000000001/ });
    expect(link).toHaveAttribute('href', '/admin/payments?id=41');
    expect(screen.getByRole('link', { name: /^RGR-FAIL0000000000000001/ })).toHaveAttribute(
      'href',
      '/admin/payments?id=40',
    );
  },
);

it('shows a registry officer the payments without links to /admin/payments', async () => {
  renderSection('registry_officer');
  expect(await screen.findByText('RGR-PAID0000000000000001')).toBeInTheDocument();
  expect(
    within(section())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([`${testServer().apiRoot}/payments/reference/RGR-PAID0000000000000001/receipt`]);
});

it('says when the applicant has not paid yet', async () => {
  renderSection('registry_officer', { kind: 'certificate_application', requestId: 9 });
  expect(await within(section()).findByText('No payment yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(testServer().requests.map((r) => r.path)).toEqual([
    '/api/certificate-applications/9/payments',
  ]);
});

it('shows a failed load with a way to try again', async () => {
  reply = () => ({ status: 500, body: { status: 'error', message: 'Server down' } });
  const user = renderSection();
  const alert = await within(section()).findByRole('alert');
  expect(alert).toHaveTextContent('The payments could not be loaded.');
  reply = () => ok([payment()]);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Bank transfer')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
});
