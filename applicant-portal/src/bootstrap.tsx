import { createAppStore, type TPortalInstitution } from '@registrar/shared-api';
import { DesignSystemProvider, NotificationArea } from '@registrar/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@registrar/shared-ui/router';
import { fallbackInstitution } from './app/institution-context';
import PortalApp from './app/portal-app';

/**
 * Standalone dev mount (http://localhost:4001): the portal with its own router, store and design
 * system, so it can be worked on without the shell. In the product the shell provides all three.
 * Branding comes from the API through the dev proxy when it runs, else the default branding.
 */
async function loadBranding(): Promise<TPortalInstitution> {
  try {
    const response = await fetch('/api/institution');
    const body = (await response.json()) as { status?: string; data?: TPortalInstitution };
    if (response.ok && body.status === 'success' && body.data) return body.data;
  } catch {
    // API not running: the default branding is fine for working on screens.
  }
  return fallbackInstitution;
}

async function start() {
  const institution = await loadBranding();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <DesignSystemProvider theme={institution.theme}>
          <BrowserRouter>
            <main style={{ maxWidth: 1536, margin: '0 auto', padding: '1.5rem 1rem' }}>
              <PortalApp institution={institution} />
            </main>
          </BrowserRouter>
          <NotificationArea />
        </DesignSystemProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
