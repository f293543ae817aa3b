import { ErrorSummary } from '@registrar/shared-ui';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { summarise, type FieldInfo } from './form-errors';

type Props<T extends FieldValues> = {
  /** react-hook-form's errors (plus any server messages merged in by the form). */
  errors: FieldErrors<T>;
  /** The form's fields in page order. */
  fields: readonly FieldInfo<Path<T>>[];
  /** The count of failed submits: each one brings focus back to the summary. */
  focusKey: number;
  /** react-hook-form's setFocus: a summary link moves focus to its field. */
  setFocus: (name: Path<T>) => void;
};

/** The error summary of a react-hook-form form: one link per field error, in page order. */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  fields,
  focusKey,
  setFocus,
}: Props<T>) {
  return (
    <ErrorSummary
      errors={summarise(errors, fields)}
      focusKey={focusKey}
      onSelect={(id) => {
        const field = fields.find((item) => item.id === id);
        if (field) setFocus(field.name);
      }}
    />
  );
}
