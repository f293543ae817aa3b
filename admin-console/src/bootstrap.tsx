import { createAppStore } from '@registrar/shared-api';
import { DesignSystemProvider, NotificationArea } from '@registrar/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from '@registrar/shared-ui/router';
import AdminApp from './app/admin-app';
import LoginPage from './app/login-page';

/**
 * Standalone dev mount (http://localhost:4002): the admin console with its own router, store and
 * design system, and the API through the dev proxy. There is no sign-in guard here (the shell owns
 * it); sign in at /login first so the API accepts the admin screens' requests.
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <DesignSystemProvider>
          <BrowserRouter>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/admin/*" element={<AdminApp />} />
              <Route path="*" element={<Navigate replace to="/admin/overview" />} />
            </Routes>
          </BrowserRouter>
          <NotificationArea />
        </DesignSystemProvider>
      </Provider>
    </StrictMode>,
  );
}

start();
