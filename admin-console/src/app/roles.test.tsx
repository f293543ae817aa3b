import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, tokenStorage, type TAuthUser } from '@registrar/shared-api';
import { institution, staffUser } from '../testing/render-admin';
import { setViewportWidth } from '../testing/match-media';
import { canOpen, screenRoles } from './access';
import AdminApp from './admin-app';
import { adminScreenPaths } from './admin-routes';

/** The admin app for a user of `role` (the shared helper signs in an administrator). */
function renderAs(role: TAuthUser['role'], path: string) {
  setViewportWidth(1280);
  tokenStorage.set('token-1');
  const store = createAppStore({
    auth: { token: 'token-1', user: { ...staffUser, role }, status: 'signed-in' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp institution={institution} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const sidebarLinks = async (user: ReturnType<typeof userEvent.setup>) => {
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  for (const button of within(nav).queryAllByRole('button')) {
    if (button.getAttribute('aria-expanded') === 'false') await user.click(button);
  }
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

afterEach(() => tokenStorage.clear());

describe('the sidebar by role', () => {
  it('shows a registry officer the registry screens only', async () => {
    const user = renderAs('registry_officer', '/admin/overview');
    expect(await sidebarLinks(user)).toEqual([
      'Dashboard',
      'Transcript Applications',
      'Certificate Applications',
      'Messaging',
      'Graduation Copies',
      'Graduation Certificates',
      'Identity Checks',
      'Recipient Directory',
      'Hold Reasons',
      'Public Holidays',
      'Emails',
    ]);
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('shows the bursary the money screens only', async () => {
    const user = renderAs('bursary', '/admin/overview');
    expect(await sidebarLinks(user)).toEqual([
      'Dashboard',
      'Transcript Rates',
      'Other Payments',
      'Payments',
    ]);
  });
});

describe('screens a role cannot use', () => {
  it.each([
    ['registry_officer', '/admin/payments'],
    ['registry_officer', '/admin/staff-users'],
    ['registry_officer', '/admin/configurations'],
    ['bursary', '/admin/applications'],
    ['bursary', '/admin/applications/4'],
    ['bursary', '/admin/messages'],
    ['bursary', '/admin/certificate-applications'],
    ['registry_officer', '/admin/manage-regions'],
    ['registry_officer', '/admin/transcript-rates'],
    ['registry_officer', '/admin/records-source'],
    ['bursary', '/admin/records-source/runs/1'],
  ] as const)('%s opening %s sees "You do not have access"', async (role, path) => {
    renderAs(role, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/cannot use this screen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute(
      'href',
      '/admin/overview',
    );
  });

  it('covers every admin screen with a role rule', () => {
    for (const path of adminScreenPaths) {
      const route = `/admin/${path.replace('/:id', '')}`;
      expect(Object.keys(screenRoles).some((r) => route === r || route.startsWith(`${r}/`))).toBe(
        true,
      );
    }
  });

  it('lets an administrator open everything and an unknown user only the dashboard', () => {
    for (const route of Object.keys(screenRoles))
      expect(canOpen('administrator', route)).toBe(true);
    expect(canOpen(undefined, '/admin/overview')).toBe(true);
    expect(canOpen(undefined, '/admin/applications')).toBe(false);
    expect(canOpen('bursary', '/admin/applications-archive')).toBe(true); // not a screen: 404 page
  });
});
