import { useEffect, useRef, type ReactNode } from 'react';
import styles from './page-heading.module.css';

/**
 * The one h1 of an admin screen; its fixed id lets the screen's section name itself after it.
 * A new screen opened from a link that is gone now (a row of the list, a sidebar entry in the
 * closed phone drawer) would leave the keyboard focus on the page itself, so the next Tab would
 * start again from the top bar: the heading takes the focus instead, and is announced.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} id="admin-page-title" className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
