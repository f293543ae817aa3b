import { fetchCurrentUser, tokenStorage, useAppDispatch } from '@registrar/shared-api/core';
import { Spinner } from '@registrar/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@registrar/shared-ui/router';
import styles from './require-auth.module.css';

/** Refreshes the signed-in user; rejects when that fails. */
export type RefreshUser = () => Promise<unknown>;

type Check = 'checking' | 'allowed' | 'denied';

/**
 * The /admin guard. No stored 'auth.token' → /login at once. With a token the current
 * user is refreshed first (a loader meanwhile); if that fails the stored token is removed and the
 * user goes to /login.
 *
 * The attempted URL is passed to /login as router state (`state.from`), not written to
 * 'auth.redirect_url': a successful login goes to /admin/overview, and 'auth.redirect_url'
 * is where *logout* goes, so storing the admin URL there would send a signed-out user
 * straight back into the guard.
 */
export function RequireAuth({
  children,
  refreshUser,
}: {
  children: ReactNode;
  refreshUser?: RefreshUser;
}) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [check, setCheck] = useState<Check>(() => (tokenStorage.get() ? 'checking' : 'denied'));

  useEffect(() => {
    if (check !== 'checking') return;
    let isCurrent = true;
    const refresh = refreshUser ?? (() => dispatch(fetchCurrentUser()).unwrap());
    refresh().then(
      () => isCurrent && setCheck('allowed'),
      () => {
        tokenStorage.clear();
        if (isCurrent) setCheck('denied');
      },
    );
    return () => {
      isCurrent = false;
    };
    // Refresh once when the guarded area is entered, not on every admin navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (check === 'denied') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to="/login" state={{ from }} />;
  }
  if (check === 'checking') {
    return (
      <div className={styles.checking}>
        <Spinner size="lg" label="Checking your sign-in" />
      </div>
    );
  }
  return <>{children}</>;
}
