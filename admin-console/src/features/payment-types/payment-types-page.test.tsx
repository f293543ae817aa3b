import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

setupSettingsServer(() => ({
  'GET /api/payment-types': () =>
    ok([{ id: 1, name: 'Late fee', description: null, amount: 1500000, is_active: true }]),
}));

it('renders the payment types from the server with naira amounts', async () => {
  renderApp('/admin/payment-types');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Other Payments' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Payment types' });
  const row = (await within(table).findByText('Late fee')).closest('tr') as HTMLElement;
  expect(within(row).getByText('₦15,000.00')).toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
});
