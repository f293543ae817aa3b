import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { LabelledField, useFieldIds } from '../field';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  /** Error text; marks the input aria-invalid and links the text with aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error }, rest);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} className={className}>
      <input {...rest} {...ids.control} className={cx(fieldStyles.control, styles.input)} />
    </LabelledField>
  );
}
