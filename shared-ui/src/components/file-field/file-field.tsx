import { useId, type ChangeEvent, type Ref } from 'react';
import { FieldError, FieldHint } from '../field';
import styles from './file-field.module.css';

export interface FileFieldProps {
  label: string;
  hint?: string;
  accept?: string;
  error?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** A labelled file input with its hint and error linked (GOV.UK: the error above the control). */
export function FileField({
  label,
  hint,
  accept,
  error,
  id,
  inputRef,
  disabled,
  onChange,
}: FileFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <FieldHint id={hintId} className={styles.hint}>
          {hint}
        </FieldHint>
      )}
      {error && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
      <input
        ref={inputRef}
        id={fieldId}
        type="file"
        accept={accept}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.files?.[0] ?? null)
        }
      />
    </div>
  );
}
