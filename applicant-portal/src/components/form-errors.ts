import type { SummaryError } from '@registrar/shared-ui';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A form field as the error summary knows it: its control id and label. */
export interface FieldInfo<Name extends string = string> {
  name: Name;
  id: string;
  label: string;
}

/** A field's message, if it has one. */
export const errorOf = <T extends FieldValues>(
  errors: FieldErrors<T>,
  name: Path<T>,
): string | undefined => {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The error summary's rows, in the order the fields appear on the page. */
export const summarise = <T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly FieldInfo<Path<T>>[],
): SummaryError[] =>
  fields.flatMap((field) => {
    const message = errorOf(errors, field.name);
    return message ? [{ fieldId: field.id, label: field.label, message }] : [];
  });

/** A field's control id from the form's field list (its name when the list has none). */
export const idOf = <Name extends string>(fields: readonly FieldInfo<Name>[], name: Name) =>
  fields.find((field) => field.name === name)?.id ?? name;

/**
 * Puts a 422's `errors` (server field path → messages) on the form's fields. `fieldFor` maps a
 * server path (e.g. 'copies.0.courier_id') to a form field, or undefined when the form has none.
 * Returns how many messages found a field.
 */
export const applyServerErrors = <T extends FieldValues>(
  errors: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  fieldFor: (serverPath: string) => Path<T> | undefined,
): number => {
  let placed = 0;
  for (const [serverPath, messages] of Object.entries(errors ?? {})) {
    const field = fieldFor(serverPath);
    const message = messages[0];
    if (field && message) {
      setError(field, { type: 'server', message });
      placed += 1;
    }
  }
  return placed;
};
