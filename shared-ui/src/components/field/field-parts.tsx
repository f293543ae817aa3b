import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import styles from './field.module.css';

export type FieldPartProps = {
  id: string;
  /** Replaces the shared look, for a control laid out in its own style. */
  className?: string | undefined;
  children: ReactNode;
};

export function FieldHint({ id, className = styles.hint, children }: FieldPartProps) {
  return (
    <p id={id} className={className}>
      {children}
    </p>
  );
}

/** GOV.UK pattern: a visually hidden "Error:" prefix tells screen-reader users what this text is. */
export function FieldError({ id, className = styles.error, children }: FieldPartProps) {
  return (
    <p id={id} className={className}>
      <VisuallyHidden>Error: </VisuallyHidden>
      {children}
    </p>
  );
}
