import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

const getServer = setupSettingsServer(() => ({
  'GET /api/couriers': () =>
    ok([
      {
        id: 3,
        name: 'DHL',
        serves_domestic: false,
        serves_international: true,
        rate: 2500000,
        is_active: true,
      },
    ]),
}));

it('renders the couriers from the server', async () => {
  renderApp('/admin/courier-agents');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Courier Services' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Couriers' });
  const row = (await within(table).findByText('DHL')).closest('tr') as HTMLElement;
  expect(within(row).getByText('₦25,000.00')).toBeInTheDocument();
  expect(within(row).getByText('No')).toBeInTheDocument();
  expect(within(row).getByText('Yes')).toBeInTheDocument();
});

it('asks for at least one kind of delivery before sending', async () => {
  const { user } = renderApp('/admin/courier-agents');
  await user.click(await screen.findByRole('button', { name: 'Add a courier' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'GIG');
  await user.type(screen.getByRole('textbox', { name: /Fee/ }), '3,000');
  await user.click(screen.getByRole('checkbox', { name: 'Serves domestic delivery' }));
  await user.click(screen.getByRole('button', { name: 'Add courier' }));

  expect(
    screen.getByRole('checkbox', { name: 'Serves domestic delivery' }),
  ).toHaveAccessibleDescription(/must serve domestic or international/);
  expect(getServer().requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
});
