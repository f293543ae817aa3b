import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, useFieldIds } from '../field';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <div className={cx(fieldStyles.field, error ? fieldStyles.invalid : null, className)}>
      <label htmlFor={ids.id} className={fieldStyles.label}>
        {label}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <input
        {...rest}
        id={ids.id}
        className={cx(fieldStyles.control, styles.input)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </div>
  );
}
