import { useId, useState } from 'react';
import { Link, useLocation } from '@registrar/shared-ui/router';
import { selectAuthUser, useAppSelector } from '@registrar/shared-api';
import {
  navigationFor,
  isEntryActive,
  isGroupOpen,
  type GroupToggle,
  type NavGroupEntry,
  type NavLinkEntry,
} from '../navigation';
import styles from './side-nav.module.css';

export interface SideNavProps {
  id?: string;
  /** Called when an entry is followed, so a temporary drawer can close. */
  onNavigate?: () => void;
}

/** The admin sidebar of spec §2, rendered from the navigation data for the user's role. */
export function SideNav({ id, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const role = useAppSelector(selectAuthUser)?.role;
  const [toggles, setToggles] = useState<Readonly<Record<string, GroupToggle>>>({});

  return (
    <nav id={id} aria-label="Admin" className={styles.nav}>
      <ul className={styles.list}>
        {navigationFor(role).map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <NavItem entry={entry} pathname={pathname} onNavigate={onNavigate} />
            ) : (
              <NavGroup
                group={entry}
                pathname={pathname}
                isOpen={isGroupOpen(entry, pathname, toggles[entry.id])}
                onToggle={(isOpen) =>
                  setToggles((current) => ({
                    ...current,
                    [entry.id]: { isOpen, atPath: pathname },
                  }))
                }
                onNavigate={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface NavItemProps {
  entry: NavLinkEntry;
  pathname: string;
  isNested?: boolean;
  onNavigate?: () => void;
}

function NavItem({ entry, pathname, isNested = false, onNavigate }: NavItemProps) {
  const isActive = isEntryActive(pathname, entry.route);
  const className = [styles.link, isNested && styles.nested, isActive && styles.active]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={entry.route}
      className={className}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    >
      {entry.label}
    </Link>
  );
}

interface NavGroupProps {
  group: NavGroupEntry;
  pathname: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  onNavigate?: () => void;
}

function NavGroup({ group, pathname, isOpen, onToggle, onNavigate }: NavGroupProps) {
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.group}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => onToggle(!isOpen)}
      >
        <span>{group.label}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden>
          <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!isOpen}>
        {group.children.map((child) => (
          <li key={child.route}>
            <NavItem entry={child} pathname={pathname} isNested onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}
