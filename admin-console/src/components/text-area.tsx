import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from '@registrar/shared-ui';
import styles from './text-area.module.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string };

/** A labelled multi-line field (shared-ui has single-line fields only). */
export function TextArea({ label, error, id, ...rest }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {error && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
      <textarea
        {...rest}
        id={fieldId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </div>
  );
}
