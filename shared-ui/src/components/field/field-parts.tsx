import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import styles from './field.module.css';

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** GOV.UK pattern: a visually hidden "Error:" prefix tells screen-reader users what this text is. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <VisuallyHidden>Error: </VisuallyHidden>
      {children}
    </p>
  );
}
