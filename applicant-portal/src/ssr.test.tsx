import { createAppStore, type TInstitution } from '@registrar/shared-api';
import { within } from '@testing-library/react';
import path from 'node:path';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { hydrateServerHtml, renderOnServer } from '../../jest/support/server-render';
import { portalRoutes } from './app/portal-routes';
import { modulesFor, PortalApp } from './ssr';

const institution: TInstitution = {
  id: 1,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: null,
  text_logo_url: null,
  banner_url: '/api/institution/assets/banner.jpg',
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

/** The portal as the shell mounts it: at '/*', under the shell's store. */
const mounted = (router: 'server' | 'browser', url: string) => {
  const routes = (
    <Routes>
      <Route path="/*" element={<PortalApp institution={institution} />} />
    </Routes>
  );
  return (
    <Provider store={createAppStore()}>
      {router === 'server' ? (
        <StaticRouter location={url}>{routes}</StaticRouter>
      ) : (
        <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>
      )}
    </Provider>
  );
};

describe('the portal rendered by the server (first paint)', () => {
  it.each([
    ['/', 'University of Lagos'],
    ['/track', 'Track an application'],
    ['/track?reference=ABCD-1234', 'Track an application'],
    ['/start-application', 'Start application'],
    ['/verify', 'Check a document'],
    ['/auth/tertiary-user', 'Receiving institutions and evaluators'],
    ['/no/such/page', 'Page not found'],
  ])('%s: the browser hydrates the server HTML without re-rendering it', async (url, heading) => {
    const html = await renderOnServer(() => mounted('server', url));
    const { container, recoverableErrors } = await hydrateServerHtml(html, mounted('browser', url));
    expect(recoverableErrors).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const button of within(container).queryAllByRole('button')) {
      expect(button).toBeEnabled();
    }
  });

  it('names the modules whose stylesheets a path needs: PortalApp and the matched screen', () => {
    const exposed = 'applicant-portal/src/app/portal-app.tsx';
    expect(modulesFor('/')).toEqual([exposed, 'applicant-portal/src/features/home/home-page.tsx']);
    expect(modulesFor('/track')).toEqual([
      exposed,
      'applicant-portal/src/features/track/track-page.tsx',
    ]);
    expect(modulesFor('/verify')).toEqual([
      exposed,
      'applicant-portal/src/features/verify/verify-page.tsx',
    ]);
    expect(modulesFor('/no/such/page')).toEqual([exposed]);
    // screens that show what this browser stored are rendered by the browser only
    expect(modulesFor('/apply/copy/new')).toBeNull();
    expect(modulesFor('/ongoing-application')).toBeNull();
    expect(modulesFor('/track/ABCD1234/messages')).toBeNull();
    // nor do screens that only show a loading state until their data arrives
    expect(modulesFor('/verify/ABCD-2345')).toBeNull();
  });

  it.each(portalRoutes.map((route) => [route.path || '(home)', route] as const))(
    'route %s names the module it loads',
    async (_path, route) => {
      const named: unknown = await import(path.join(__dirname, '..', '..', route.module));
      expect(await route.load()).toBe(named);
    },
  );
});
