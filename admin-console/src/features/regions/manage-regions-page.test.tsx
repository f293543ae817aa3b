import { createAppStore, tokenStorage } from '@registrar/shared-api';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminApp from '../../app/admin-app';
import { setViewportWidth } from '../../testing/match-media';
import { institution, renderApp, staffUser } from '../../testing/render-admin';
import { ok, setupSettingsServer } from '../../components/settings-crud/testing';

const getServer = setupSettingsServer(() => ({
  'GET /api/regions': () =>
    ok([
      { id: 1, name: 'Lagos', type: 1, is_active: true },
      { id: 2, name: 'Europe', type: 2, is_active: false },
    ]),
  'GET /api/delivery-rates': () =>
    ok([
      { id: 5, delivery_type: 'domestic', rate: 300000 },
      { id: 6, delivery_type: 'international', rate: 2000000 },
    ]),
  'PUT /api/delivery-rates/6': (request) =>
    ok({ id: 6, ...(request.body as object) }, 'Rate is Updated'),
}));

it('renders the regions with their type and the two delivery rates', async () => {
  renderApp('/admin/manage-regions', { width: 360 });
  const table = await screen.findByRole('table', { name: 'Regions' });
  const europe = (await within(table).findByText('Europe')).closest('tr') as HTMLElement;
  expect(within(europe).getByText('International')).toBeInTheDocument();
  expect(within(europe).getByText('Inactive')).toBeInTheDocument();
  expect(within(table).getByText('Domestic')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /Domestic delivery rate/ })).toHaveValue(
    '3,000.00',
  );
  expect(screen.getByRole('textbox', { name: /International delivery rate/ })).toHaveValue(
    '20,000.00',
  );
});

it("updates a delivery rate in kobo and shows 'Rate is Updated'", async () => {
  const { user } = renderApp('/admin/manage-regions');
  const field = await screen.findByRole('textbox', { name: /International delivery rate/ });
  await user.clear(field);
  await user.type(field, '25,000.50');
  await user.click(screen.getByRole('button', { name: 'Save international rate' }));

  expect(await screen.findByText('Rate is Updated')).toBeInTheDocument();
  expect(getServer().requests.filter((r) => r.method !== 'GET')[0]).toMatchObject({
    method: 'PUT',
    path: '/api/delivery-rates/6',
    body: { delivery_type: 'international', rate: 2500050 },
  });
});

it('shows the bursary the delivery rates only: regions are for administrators', async () => {
  setViewportWidth(1280);
  tokenStorage.set('token-1');
  const store = createAppStore({
    auth: { token: 'token-1', user: { ...staffUser, role: 'bursary' }, status: 'signed-in' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin/manage-regions']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp institution={institution} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Rates' })).toBeVisible();
  expect(await screen.findByRole('textbox', { name: /Domestic delivery rate/ })).toHaveValue(
    '3,000.00',
  );
  expect(screen.queryByRole('table', { name: 'Regions' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Add a region/ })).toBeNull();
  expect(getServer().requests.map((r) => r.path)).not.toContain('/api/regions');
  tokenStorage.clear();
});
