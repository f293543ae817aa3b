import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import { breakpoints, Drawer, SkipLink, useMediaQuery } from '@registrar/shared-ui';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useLogout } from './use-logout';
import styles from './admin-layout.module.css';

const navigationId = 'admin-navigation';

/**
 * Top bar, side navigation and content (spec §2). The drawer is permanent from 960 px; below it
 * is a modal drawer opened by the menu button.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const isWide = useMediaQuery(`(min-width: ${breakpoints.drawer}px)`);
  const { pathname } = useLocation();
  // Remember the path the drawer was opened on: any navigation (a link, Back) closes it without
  // an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isDrawerOpen = !isWide && openedOn === pathname;
  const closeDrawer = () => setOpenedOn(null);
  const menuButtonRef = useReturnFocus(isDrawerOpen);
  const { isLoggingOut, logout } = useLogout();

  return (
    <div className={styles.layout}>
      <SkipLink targetId="admin-main" />
      <TopBar
        hasMenuButton={!isWide}
        menuButtonRef={menuButtonRef}
        isNavigationOpen={isDrawerOpen}
        navigationId={navigationId}
        onOpenNavigation={() => setOpenedOn(pathname)}
        isLoggingOut={isLoggingOut}
        onLogout={logout}
      />
      <div className={styles.body}>
        {isWide ? (
          <Drawer
            variant="permanent"
            isOpen
            onClose={closeDrawer}
            label="Admin navigation"
            className={styles.permanentDrawer}
          >
            <SideNav id={navigationId} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            isOpen={isDrawerOpen}
            onClose={closeDrawer}
            label="Admin navigation"
          >
            <SideNav id={navigationId} onNavigate={closeDrawer} />
          </Drawer>
        )}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * Radix returns focus on close only to its own Dialog.Trigger; the menu button lives in the top
 * bar, outside shared-ui's Drawer, so focus is put back on it here once the dialog has unmounted.
 */
function useReturnFocus(isOpen: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return buttonRef;
}
