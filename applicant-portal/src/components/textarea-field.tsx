import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './form-controls.module.css';

export type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  id: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled textarea with hint and error wired to aria-describedby (shared-ui has none). */
export function TextareaField({ label, id, error, hint, ...rest }: TextareaFieldProps) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <textarea
        {...rest}
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
    </div>
  );
}
