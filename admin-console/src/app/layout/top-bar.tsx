import type { Ref } from 'react';
import { selectAuthUser, useAppSelector } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { AccountLink } from '../../features/account/account-link';
import { useInstitution } from '../../hooks/institution-context';
import styles from './top-bar.module.css';

export interface TopBarProps {
  /** Whether to show the menu button (only while the drawer is temporary). */
  hasMenuButton: boolean;
  menuButtonRef?: Ref<HTMLButtonElement>;
  isNavigationOpen: boolean;
  navigationId: string;
  onOpenNavigation: () => void;
  isLoggingOut: boolean;
  onLogout: () => void;
}

/** Spec §2: the signed-in user's name and username, the institution text logo, a logout button. */
export function TopBar(props: TopBarProps) {
  const { hasMenuButton, menuButtonRef, isNavigationOpen, navigationId, onOpenNavigation } = props;
  const user = useAppSelector(selectAuthUser);
  const institution = useInstitution();

  return (
    <header className={styles.bar}>
      {hasMenuButton && (
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menu}
          aria-label="Open navigation"
          aria-expanded={isNavigationOpen}
          aria-controls={navigationId}
          onClick={onOpenNavigation}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden>
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      <div className={styles.brand}>
        {institution.text_logo_url ? (
          <img className={styles.logo} src={institution.text_logo_url} alt={institution.name} />
        ) : (
          <span className={styles.brandText}>{institution.name}</span>
        )}
      </div>
      {user && (
        <div className={styles.user}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.username}>{user.username}</span>
        </div>
      )}
      <AccountLink />
      <Button variant="secondary" size="sm" isLoading={props.isLoggingOut} onClick={props.onLogout}>
        Logout
      </Button>
    </header>
  );
}
