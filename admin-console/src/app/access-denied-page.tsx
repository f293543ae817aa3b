import type { ReactNode } from 'react';
import { Link, useLocation } from '@registrar/shared-ui/router';
import { selectAuthUser, useAppSelector } from '@registrar/shared-api';
import { PageHeading } from '../components/page-heading';
import { canOpen, roleLabels } from './access';

/** Shown instead of a screen the signed-in user's role may not use (not an error, not a crash). */
export function AccessDeniedPage() {
  const user = useAppSelector(selectAuthUser);
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeading>You do not have access</PageHeading>
      <p>
        {user
          ? `Your role (${roleLabels[user.role]}) cannot use this screen.`
          : 'Your account cannot use this screen.'}{' '}
        Ask an administrator if you need it.
      </p>
      <p>
        <Link to="/admin/overview">Go to the Dashboard</Link>
      </p>
    </section>
  );
}

/** Renders `children` only when the user's role may open the current path. */
export function RoleGate({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectAuthUser)?.role;
  const { pathname } = useLocation();
  return canOpen(role, pathname) ? children : <AccessDeniedPage />;
}
