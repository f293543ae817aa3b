import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, tokenStorage, type TAuthUser } from '@registrar/shared-api';
import { NotificationArea } from '@registrar/shared-ui';
import AdminApp from '../app/admin-app';
import LoginPage from '../app/login-page';
import { setViewportWidth } from './match-media';

export const staffUser: TAuthUser = {
  id: 1,
  name: 'Adaeze Okafor',
  username: 'aokafor',
  email: 'aokafor@registry.example.edu',
  role: 'administrator',
};

export const institution = { name: 'University of Lagos', acronym: 'UNILAG', text_logo_url: null };

export interface RenderOptions {
  /** Viewport width in px (default 1280: permanent drawer). */
  width?: number;
  /** Store a token and a loaded user, as after sign-in (default true). */
  isSignedIn?: boolean;
}

/**
 * Mounts the remote the way the shell does: one real store from createAppStore, the app's routes
 * under /admin/* and /login inside a router that starts at `path`, and the shell's toast area.
 */
export function renderApp(path: string, { width = 1280, isSignedIn = true }: RenderOptions = {}) {
  setViewportWidth(width);
  if (isSignedIn) tokenStorage.set('token-1');
  else tokenStorage.clear();
  const store = createAppStore({
    auth: isSignedIn
      ? { token: 'token-1', user: staffUser, status: 'signed-in' }
      : { token: null, user: null, status: 'signed-out' },
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp institution={institution} />} />
          <Route path="/login" element={<LoginPage institution={institution} />} />
        </Routes>
      </MemoryRouter>
      <NotificationArea />
    </Provider>,
  );
  return { ...view, store, user };
}
