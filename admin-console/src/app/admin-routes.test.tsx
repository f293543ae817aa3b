import { screen } from '@testing-library/react';
import { institution, renderApp, staffUser } from '../testing/render-admin';

describe('admin routes', () => {
  it.each([
    ['/admin/certificate-applications', 'Certificate Applications'],
    ['/admin/compose-message', 'Compose Message'],
    ['/admin/messages', 'Messaging'],
    ['/admin/staff-users', 'Staff Users'],
    ['/admin/graduate-certificate', 'Graduation Certificates'],
    ['/admin/certificate-templates', 'Certificate Templates'],
    ['/admin/payments', 'Payments'],
    ['/admin/standalone-payments', 'Standalone Payments'],
  ])('%s shows the %s screen', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/'])('%s redirects to the dashboard', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('welcomes the signed-in user on the dashboard with the institution name', async () => {
    renderApp('/admin/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome, ${staffUser.name}.`)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`signed in to the ${institution.name}`)),
    ).toBeInTheDocument();
  });

  it('shows Page not found with a way back for an unknown admin path', async () => {
    const { user } = renderApp('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
