import { screen, waitFor, within } from '@testing-library/react';
import { failed, ok, setupTestApi } from '../../components/file-transfer/testing';
import { renderApp } from '../../testing/render-admin';
import { pageOf, paymentTypes, standalone } from './payments.test-fixtures';

const server = setupTestApi(() => ({
  'GET /api/payment-types': () => ok(paymentTypes),
  'GET /api/standalone-payments': (request) =>
    ok(
      pageOf(
        '/standalone-payments',
        [
          standalone(1),
          standalone(2, {
            status: 'paid',
            enums: { status: 'Paid' },
            paid_at: '2024-04-02T08:00:00.000Z',
            payer_matric_number: null,
          }),
        ],
        Number(request.query.get('page') ?? '1'),
      ),
    ),
}));
const lists = () => server().requests.filter((r) => r.path === '/api/standalone-payments');

it('lists other payments with filters in the URL and links each to Payments', async () => {
  const { user } = renderApp('/admin/standalone-payments', { width: 360 });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Standalone Payments' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Other payments' });
  const row = (await within(table).findByText('Matric CSC/2019/044')).closest('tr') as HTMLElement;
  expect(within(row).getByText('₦2,500.00')).toBeInTheDocument();
  expect(within(row).getByText('Late registration fee')).toBeInTheDocument();
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: `Payment ${standalone(1).reference}: open in Payments` }),
  ).toHaveAttribute('href', `/admin/payments?search=${standalone(1).reference}`);
  expect(screen.getByText('12 payments')).toBeInTheDocument();
  const intro = screen.getByText(/fees of a payment type paid without an application/);
  expect(within(intro).getByRole('link', { name: 'Payments' })).toHaveAttribute(
    'href',
    '/admin/payments',
  );

  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bola');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
  // The payment types load beside the list: wait for the option before choosing it.
  await screen.findByRole('option', { name: 'Late registration fee' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Payment type' }),
    'Late registration fee',
  );
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('search')).toBe('bola'));
  expect(Object.fromEntries(lists().at(-1)?.query ?? [])).toEqual({
    page: '1',
    per_page: '10',
    search: 'bola',
    status: 'paid',
    payment_type_id: '3',
  });

  await user.click(await screen.findByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('page')).toBe('2'));
  expect(lists().at(-1)?.query.get('search')).toBe('bola');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lists().at(-1)?.query.get('search')).toBeNull());
});

it('shows the empty and error states', async () => {
  let isDown = true;
  server().setRoutes({
    'GET /api/payment-types': () => ok(paymentTypes),
    'GET /api/standalone-payments': () =>
      isDown
        ? failed(503, 'Down for maintenance')
        : ok(pageOf('/standalone-payments', [], 1, 1, 0)),
  });
  const { user } = renderApp('/admin/standalone-payments');
  expect(
    await screen.findByText('The standalone payments could not be loaded.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
  isDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No other payments yet')).toBeInTheDocument();
});
