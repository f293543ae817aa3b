import { configureApi, createAppStore, signedOut } from '@registrar/shared-api/core';
import { applyTheme } from '@registrar/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { remoteForPath, shellMounts } from './app/routes';
import { loadInstitution } from './branding/load-institution';
import { createFederatedLoader } from './remotes/federation';
import { navigateTo } from './routing/navigation';

/**
 * Start-up, behind the async boundary of index.ts (shared singletons are negotiated first):
 * branding is loaded BEFORE the first render so the header and colours are right from the first
 * frame; /remotes.json is fetched in parallel.
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
  const institution = await loadInstitution();
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
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} institution={institution} loadRemoteComponent={loadRemoteComponent} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
