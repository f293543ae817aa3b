import { Button, Spinner } from '@registrar/shared-ui';
import type { ReactNode } from 'react';
import styles from './notice.module.css';

type Props = {
  title: string;
  variant?: 'info' | 'warning' | 'error' | 'success';
  /** 'status' for news the user should hear; 'note' (default) for standing information. */
  role?: 'note' | 'status' | 'alert';
  children?: ReactNode;
};

/** An inset panel: a heading line and a few sentences (info, warning, error or success). */
export function Notice({ title, variant = 'info', role = 'note', children }: Props) {
  return (
    <div className={`${styles.notice} ${styles[variant] ?? ''}`} role={role} aria-label={title}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
}

/** Loading state of a screen's data. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.center}>
      <Spinner label={label} />
    </div>
  );
}

/** Error state with a way to try again (the toast already said what went wrong). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice title={`We could not load ${what}`} variant="error" role="alert">
      <p>Check your internet connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
