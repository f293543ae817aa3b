import type { ReactNode } from 'react';
import styles from './code-text.module.css';

/** A code or identifier in running text (a verification code, a DID): monospace, wraps anywhere. */
export function CodeText({ children }: { children: ReactNode }) {
  return <span className={styles.code}>{children}</span>;
}
