import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The one h1 of an admin screen; its fixed id lets the screen's section name itself after it. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id="admin-page-title" className={styles.heading}>
      {children}
    </h1>
  );
}
