import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, useFieldIds } from '../field';
import fieldStyles from '../field/field.module.css';
import styles from './select.module.css';

export type SelectOption = { value: string; label: string; isDisabled?: boolean };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** First, empty-valued option (e.g. 'Choose a region'). */
  placeholder?: string;
};

export function Select({
  label,
  options,
  error,
  hint,
  placeholder,
  id,
  className,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <div className={cx(fieldStyles.field, error ? fieldStyles.invalid : null, className)}>
      <label htmlFor={ids.id} className={fieldStyles.label}>
        {label}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className={styles.wrapper}>
        <select
          {...rest}
          id={ids.id}
          className={cx(fieldStyles.control, styles.select)}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.arrow} aria-hidden="true" />
      </div>
    </div>
  );
}
