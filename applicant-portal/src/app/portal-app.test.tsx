import { createAppStore, type TInstitution } from '@registrar/shared-api';
import { Provider } from 'react-redux';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import PortalApp from './portal-app';

const institution: TInstitution = {
  id: 1,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: '/build/unilag-crest.png',
  text_logo_url: null,
  banner_url: '/build/unilag-campus.jpg',
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

/** Mounted as the shell mounts it: at '/*' under the shell's router. */
const renderAt = (path: string) =>
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<PortalApp institution={institution} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

describe('PortalApp home', () => {
  it('shows the institution from the shell', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'University of Lagos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('UNILAG')).toBeInTheDocument();
  });

  it('offers the entry points: start, track and continue an application', async () => {
    renderAt('/');
    const getStarted = await screen.findByRole('navigation', { name: 'Get started' });
    expect(within(getStarted).getByRole('link', { name: 'Start application' })).toHaveAttribute(
      'href',
      '/start-application',
    );
    expect(within(getStarted).getByRole('link', { name: 'Track application' })).toHaveAttribute(
      'href',
      '/track',
    );
    expect(
      within(getStarted).getByRole('link', { name: 'Continue ongoing application' }),
    ).toHaveAttribute('href', '/ongoing-application');
  });

  it('lists what can be requested: transcript copies, certificates and other payments', async () => {
    renderAt('/');
    const services = await screen.findByRole('region', { name: 'What you can request' });
    for (const [name, href] of [
      ['Student copy', '/student-copy'],
      ['Official copy', '/official-copy'],
      ['Certificate application', '/certificate-application'],
      ['Other payments', '/other-payments'],
    ]) {
      expect(within(services).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('falls back to the default branding when the shell gives none', async () => {
    render(
      <MemoryRouter>
        <PortalApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrar' })).toBeInTheDocument();
  });
});

describe('PortalApp screens', () => {
  it.each([
    ['/auth/tertiary-user', 'Receiving institutions and evaluators'],
    ['/payment-confirmation', 'Payment confirmation'],
    ['/callback/platinum', 'Returning from your payment'],
    ['/callback/remita', 'Returning from your payment'],
  ])('%s shows "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('hands the route parameters to the screen', async () => {
    renderAt('/track/TR-2041/messages');
    expect(await screen.findByText(/about application TR-2041/)).toBeInTheDocument();
  });

  it('answers an unknown path with Page not found and a link home', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
