import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint } from './field-parts';
import styles from './field.module.css';
import type { FieldIds } from './use-field-ids';

export type LabelledFieldProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  /** The control, carrying `ids.control`. */
  children: ReactNode;
};

/** A field laid out label first, then its hint and error, then the control (text input, select). */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: LabelledFieldProps) {
  return (
    <div className={cx(styles.field, error ? styles.invalid : null, className)}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children}
    </div>
  );
}
