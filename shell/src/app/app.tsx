import type { AppStore } from '@registrar/shared-api';
import { DesignSystemProvider } from '@registrar/shared-ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Shell, type ShellProps } from './shell';

/** Everything around the routed content: the one Redux store and the design system with the brand theme. */
export function AppProviders({
  store,
  institution,
  children,
}: {
  store: AppStore;
  institution: ShellProps['institution'];
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <DesignSystemProvider theme={institution.theme}>{children}</DesignSystemProvider>
    </Provider>
  );
}

/** The shell inside its providers; the router is supplied by the caller (BrowserRouter in bootstrap). */
export function App({ store, ...shellProps }: ShellProps & { store: AppStore }) {
  return (
    <AppProviders store={store} institution={shellProps.institution}>
      <Shell {...shellProps} />
    </AppProviders>
  );
}
