import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from '@registrar/shared-ui/router';
import { Spinner } from '@registrar/shared-ui';
import { RoleGate } from './access-denied-page';
import { NotFoundPage } from './not-found-page';
import type * as RequestPages from '../features/requests/pages';

/** A screen of the requests feature (one list and one detail page for every kind). */
const requestsScreen = (name: keyof typeof RequestPages) =>
  lazy(() => import('../features/requests/pages').then((pages) => ({ default: pages[name] })));

/**
 * Every admin child route of spec §2, each screen loaded on demand. Paths are relative: the shell
 * mounts the admin console at /admin/*. Each screen sits behind its role check (`access.ts`).
 */
const screens: ReadonlyArray<[path: string, screen: LazyExoticComponent<ComponentType>]> = [
  ['overview', lazy(() => import('../features/overview/overview-page'))],
  ['applications', requestsScreen('TranscriptApplicationsPage')],
  ['applications/:id', requestsScreen('TranscriptApplicationPage')],
  ['certificate-applications', requestsScreen('CertificateApplicationsPage')],
  ['certificate-applications/:id', requestsScreen('CertificateApplicationPage')],
  ['compose-message', lazy(() => import('../features/messages/compose-message-page'))],
  ['messages', lazy(() => import('../features/messages/messages-page'))],
  ['messages/:id', lazy(() => import('../features/messages/message-thread-page'))],
  ['transcript-rates', lazy(() => import('../features/transcript-rates/transcript-rates-page'))],
  ['manage-regions', lazy(() => import('../features/regions/manage-regions-page'))],
  ['courier-agents', lazy(() => import('../features/courier-agents/courier-agents-page'))],
  ['recipients', lazy(() => import('../features/recipients/recipients-page'))],
  ['hold-reasons', lazy(() => import('../features/hold-reasons/hold-reasons-page'))],
  ['public-holidays', lazy(() => import('../features/public-holidays/public-holidays-page'))],
  ['configurations', lazy(() => import('../features/configuration/configuration-page'))],
  ['graduate-copy', lazy(() => import('../features/graduate-copies/graduate-copy-page'))],
  [
    'graduate-certificate',
    lazy(() => import('../features/graduate-certificates/graduate-certificate-page')),
  ],
  [
    'certificate-templates',
    lazy(() => import('../features/certificate-templates/certificate-templates-page')),
  ],
  ['application-types', lazy(() => import('../features/application-types/application-types-page'))],
  ['payment-types', lazy(() => import('../features/payment-types/payment-types-page'))],
  ['payments', lazy(() => import('../features/payments/payments-page'))],
  ['standalone-payments', lazy(() => import('../features/payments/standalone-payments-page'))],
  ['staff-users', lazy(() => import('../features/staff-users/staff-users-page'))],
  ['mail', lazy(() => import('../features/mail/mail-page'))],
  ['identity-checks', lazy(() => import('../features/identity-checks/identity-checks-page'))],
  ['signing-keys', lazy(() => import('../features/signing-keys/signing-keys-page'))],
  ['records-source', lazy(() => import('../features/records-source/records-source-page'))],
  ['records-source/runs/:id', lazy(() => import('../features/records-source/sync-run-page'))],
  ['account', lazy(() => import('../features/account/account-page'))],
];

/** The relative paths, exported so tests can prove every spec route resolves. */
export const adminScreenPaths = screens.map(([path]) => path);

export function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading screen" />}>
      <Routes>
        <Route index element={<Navigate to="overview" replace />} />
        {screens.map(([path, Screen]) => (
          <Route
            key={path}
            path={path}
            element={
              <RoleGate>
                <Screen />
              </RoleGate>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
