import { configureApi, createAppStore, signedOut } from '@registrar/shared-api/core';
import { applyTheme } from '@registrar/shared-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@registrar/shared-ui/router';
import { App } from './app/app';
import { remoteForPath, shellMounts } from './app/routes';
import { loadInstitution } from './branding/load-institution';
import { createFederatedLoader } from './remotes/federation';
import { navigateTo } from './routing/navigation';
import { readFirstPaintState } from './ssr/state';

/**
 * Start-up, behind the async boundary of index.ts (shared singletons are negotiated first):
 * branding is loaded BEFORE the first render so the header and colours are right from the first
 * frame; /remotes.json is fetched in parallel. A page the server rendered (README "First paint")
 * carries its branding and is hydrated: React takes over the HTML already on screen.
 */
async function start() {
  const loadRemoteComponent = createFederatedLoader();
  // The public page's remote starts loading now, in parallel with the branding request, instead of
  // after the first render (one network round trip chain less before the page shows). Admin pages
  // wait for the guard; a failure here is reported when the route renders the remote.
  const firstRemote = remoteForPath(window.location.pathname);
  if (firstRemote !== shellMounts.admin.remote) {
    loadRemoteComponent(firstRemote).catch(() => undefined);
  }
  const firstPaint = readFirstPaintState();
  const institution = firstPaint?.institution ?? (await loadInstitution());
  applyTheme(institution.theme);
  document.title = institution.name;

  const store = createAppStore();
  configureApi({
    onUnauthorized: () => {
      store.dispatch(signedOut());
      navigateTo('/login');
    },
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App store={store} institution={institution} loadRemoteComponent={loadRemoteComponent} />
      </BrowserRouter>
    </StrictMode>
  );
  if (firstPaint && container.firstElementChild) {
    // A mismatch is repaired by React (that part is rendered again in the browser); reported so
    // the e2e suite catches server and browser builds drifting apart.
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking input in one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.error('Hydration fell back to a client render', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
