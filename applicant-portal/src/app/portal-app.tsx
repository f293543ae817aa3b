import type { TPortalInstitution } from '@registrar/shared-api';
import { Spinner } from '@registrar/shared-ui';
import { Suspense } from 'react';
import { Route, Routes } from '@registrar/shared-ui/router';
import { InstitutionProvider } from './institution-context';
import { NotFoundPage } from './not-found-page';
import { portalRoutes } from './portal-routes';
import styles from './portal-app.module.css';

export type PortalAppProps = {
  /** Branding the shell loaded at start-up (falls back to default branding when absent). */
  institution?: TPortalInstitution;
};

/**
 * Exposed as `applicant_portal/PortalApp`. Rendered by the shell at '/*' inside its website layout
 * (header, <main>, fade), so this component renders only the screens, with nested <Routes>.
 */
export default function PortalApp({ institution }: PortalAppProps) {
  return (
    <InstitutionProvider institution={institution}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label="Loading page" />
          </div>
        }
      >
        <Routes>
          {portalRoutes.map(({ path, Page }) =>
            path ? (
              <Route key={path} path={path} element={<Page />} />
            ) : (
              <Route key="index" index element={<Page />} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </InstitutionProvider>
  );
}
