import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

setupSettingsServer(() => ({
  'GET /api/application-types': () =>
    ok([
      { id: 1, name: 'Employment', description: 'For employers', is_active: true },
      { id: 2, name: 'Visa', description: null, is_active: false },
    ]),
}));

it('renders the application types from the server', async () => {
  renderApp('/admin/application-types', { width: 360 });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Application Types' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Application types' });
  const row = (await within(table).findByText('Visa')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Inactive')).toBeInTheDocument();
  expect(within(table).getByText('For employers')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add an application type' })).toBeInTheDocument();
});
