import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { LabelledField, useFieldIds } from '../field';
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
  const ids = useFieldIds({ id, hint, error }, rest);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={styles.wrapper}>
        <select {...rest} {...ids.control} className={cx(fieldStyles.control, styles.select)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.arrow} aria-hidden="true" />
      </div>
    </LabelledField>
  );
}
