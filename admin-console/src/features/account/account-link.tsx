import { Link, Navigate, useLocation } from '@registrar/shared-ui/router';
import { selectAuthUser, useAppSelector } from '@registrar/shared-api';
import styles from './account-link.module.css';

export const ACCOUNT_PATH = '/admin/account';

/**
 * The top bar's link to /admin/account. It also sends an administrator whom
 * REQUIRE_TOTP_FOR_ADMINS holds back (the user's `must_enrol_totp`) to that page from any other
 * admin route, since the server refuses everything else until they have set up TOTP.
 */
export function AccountLink() {
  const user = useAppSelector(selectAuthUser);
  const { pathname } = useLocation();
  if (user?.must_enrol_totp && pathname !== ACCOUNT_PATH) {
    return <Navigate to={ACCOUNT_PATH} replace />;
  }
  return (
    <Link className={styles.link} to={ACCOUNT_PATH}>
      Account
    </Link>
  );
}
