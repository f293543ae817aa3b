import { FieldHint } from '@registrar/shared-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './form-controls.module.css';
import { useDescriptionIds } from './use-description-ids';

export type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  id: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled textarea with hint and error wired to aria-describedby (shared-ui has none). */
export function TextareaField({ label, id, error, hint, ...rest }: TextareaFieldProps) {
  const { hintId, errorId, describedBy } = useDescriptionIds(hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hintId && (
        <FieldHint id={hintId} className={styles.hint}>
          {hint}
        </FieldHint>
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
        aria-describedby={describedBy}
      />
    </div>
  );
}
