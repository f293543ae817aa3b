import { createAppStore } from '@registrar/shared-api';
import { NotificationArea } from '@registrar/shared-ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TPortalInstitution } from '@registrar/shared-api';
import { fallbackInstitution } from '../app/institution-context';
import PortalApp from '../app/portal-app';

/** The institution the tests' portal belongs to: default branding, SMS updates offered. */
export const testInstitution: TPortalInstitution = {
  ...fallbackInstitution,
  payments: { mode: 'live' },
  sms: { enabled: true },
};

/**
 * Mounts the remote the way the shell does: one real store from createAppStore (the portal's
 * slices inject themselves), PortalApp at '/*' under a router starting at `path`, and the toasts.
 */
export function renderPortal(path: string, institution: TPortalInstitution = testInstitution) {
  const store = createAppStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<PortalApp institution={institution} />} />
        </Routes>
      </MemoryRouter>
      <NotificationArea />
    </Provider>,
  );
  return { ...view, store, user };
}
