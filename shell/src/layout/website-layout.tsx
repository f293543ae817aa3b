import type { TPortalInstitution } from '@registrar/shared-api';
import { Container, SkipLink } from '@registrar/shared-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from '@registrar/shared-ui/router';
import { PaymentsNotice } from './payments-notice';
import { SiteHeader } from './site-header';
import styles from './website-layout.module.css';

const FADE: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * The public website layout: header, the notice that payments are a sandbox (when they are), and
 * content (max width 2xl) that fades in on every page change (not on the first page: that may be
 * server-rendered HTML already on screen).
 * The fade is an animation on the same element rather than a remount keyed by path, so the remote
 * below keeps its state while the URL changes.
 */
export function WebsiteLayout({
  institution,
  children,
}: {
  institution: TPortalInstitution;
  /** What the page shows; by default the matched child route. */
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const content = useRef<HTMLElement>(null);
  // The page's first content is not faded in: it may be the server's HTML, already on screen.
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const element = content.current;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || reduceMotion || typeof element.animate !== 'function') return;
    element.animate(FADE, { duration: 200, easing: 'ease-out' });
  }, [pathname]);

  return (
    <div className={styles.page}>
      <SkipLink targetId="main" />
      <SiteHeader institution={institution} />
      <PaymentsNotice payments={institution.payments} />
      <main ref={content} id="main" className={styles.main} tabIndex={-1}>
        <Container className={styles.content}>{children ?? <Outlet />}</Container>
      </main>
    </div>
  );
}
