import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** A quiet, static callout (not a live region: it is present when the page renders). */
export function Notice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
