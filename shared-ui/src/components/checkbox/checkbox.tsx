import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, useFieldIds } from '../field';
import fieldStyles from '../field/field.module.css';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

/** A native checkbox (keeps browser semantics) with a large custom box and a 44px hit area. */
export function Checkbox({ label, error, hint, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error }, rest);
  return (
    <div className={cx(fieldStyles.field, error ? fieldStyles.invalid : null, className)}>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className={styles.item}>
        <input {...rest} type="checkbox" {...ids.control} className={styles.input} />
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <div className={styles.hint}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </div>
      )}
    </div>
  );
}
