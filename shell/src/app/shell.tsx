import type { TPortalInstitution } from '@registrar/shared-api';
import { NotificationArea } from '@registrar/shared-ui';
import { Route, Routes } from '@registrar/shared-ui/router';
import { WebsiteLayout } from '../layout/website-layout';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import { RemoteView } from '../remotes/remote-view';
import type { LoadRemoteComponent } from '../remotes/types';
import { CollapseSlashes } from '../routing/collapse-slashes';
import { NavigationBridge } from '../routing/navigation';
import { RequireAuth, type RefreshUser } from '../routing/require-auth';
import { shellMounts } from './routes';

export type ShellProps = {
  /** Branding (and how payments are taken) loaded before first render, or the default branding. */
  institution: TPortalInstitution;
  /** How remote modules are loaded: Module Federation in the browser, plain functions in tests. */
  loadRemoteComponent: LoadRemoteComponent;
  /** Overrides the guard's user refresh (default: shared-api's fetchCurrentUser thunk). */
  refreshUser?: RefreshUser;
};

/**
 * The shell's routed content, to be placed inside one router, a Redux Provider and the
 * DesignSystemProvider. The shell owns the URL; each remote renders nested <Routes> below its mount.
 */
export function Shell({ institution, loadRemoteComponent, refreshUser }: ShellProps) {
  return (
    <RemoteComponentsProvider load={loadRemoteComponent}>
      <NavigationBridge />
      <CollapseSlashes>
        <Routes>
          <Route element={<WebsiteLayout institution={institution} />}>
            <Route
              path={shellMounts.login.path}
              element={<RemoteView id={shellMounts.login.remote} institution={institution} />}
            />
            <Route
              path={shellMounts.portal.path}
              element={<RemoteView id={shellMounts.portal.remote} institution={institution} />}
            />
          </Route>
          {/* The admin area has its own layout (top bar + drawer), so it is outside the website layout. */}
          <Route
            path={shellMounts.admin.path}
            element={
              <RequireAuth refreshUser={refreshUser}>
                <RemoteView
                  id={shellMounts.admin.remote}
                  institution={institution}
                  // The console draws its own layout; without it, its error gets the website's
                  // header, the institution's name and the way home.
                  errorFrame={(error) => (
                    <WebsiteLayout institution={institution}>{error}</WebsiteLayout>
                  )}
                />
              </RequireAuth>
            }
          />
        </Routes>
      </CollapseSlashes>
      <NotificationArea />
    </RemoteComponentsProvider>
  );
}
