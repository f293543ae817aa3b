import { createAppStore, type TInstitution } from '@registrar/shared-api';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/app';
import type { RemoteId } from '../app/routes';
import { Shell, type ShellProps } from '../app/shell';
import type { LoadRemoteComponent, RemoteComponentProps } from '../remotes/types';

export const testInstitution: TInstitution = {
  id: 1,
  name: 'University of Lagos',
  acronym: 'UNILAG',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

/**
 * Stand-ins for the federated modules (Module Federation cannot run in jsdom). Each says which
 * remote it is and the URL it sees, which is all the shell decides.
 */
const stubRemote = (label: string) =>
  function StubRemote({ institution }: RemoteComponentProps) {
    const { pathname, search, hash } = useLocation();
    return (
      <p>
        {label} for {institution.acronym} at {pathname}
        {search}
        {hash}
      </p>
    );
  };

export const stubRemotes: Record<RemoteId, ReturnType<typeof stubRemote>> = {
  'applicant_portal/PortalApp': stubRemote('Portal'),
  'admin_console/AdminApp': stubRemote('Admin console'),
  'admin_console/Login': stubRemote('Login screen'),
};

export const loadStubRemote: LoadRemoteComponent = async (id) => stubRemotes[id];

export function renderShell(path: string, props: Partial<ShellProps> = {}) {
  const institution = props.institution ?? testInstitution;
  const store = createAppStore();
  return render(
    <AppProviders store={store} institution={institution}>
      <MemoryRouter initialEntries={[path]}>
        <Shell institution={institution} loadRemoteComponent={loadStubRemote} {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
}
