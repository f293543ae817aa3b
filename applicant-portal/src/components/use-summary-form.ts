import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, errorOf, idOf, type FieldInfo } from './form-errors';

type Options<Input extends FieldValues, Output> = {
  /** Checks the values on submit; its messages show on the fields and in the summary. */
  schema: z.ZodType<Output, Input>;
  /** The form's fields in page order, as the summary lists them. */
  fields: readonly FieldInfo<Path<Input>>[];
  defaultValues: DefaultValues<Input>;
};

/**
 * A react-hook-form form with an error summary (FormErrorSummary). Focus goes to the summary, not to the first
 * field, after every failed submit: invalid values, or a failure the form reports with
 * `countFailure` (e.g. the server's field messages placed with setError).
 */
export function useSummaryForm<Input extends FieldValues, Output = Input>({
  schema,
  fields,
  defaultValues,
}: Options<Input, Output>) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const countFailure = useCallback(() => setFailedSubmits((count) => count + 1), []);
  return {
    ...form,
    errors,
    isSubmitting: form.formState.isSubmitting,
    countFailure,
    /** The form's onSubmit: `onValid` with valid values, else a failed submit. */
    submit: (onValid: SubmitHandler<Output>) => form.handleSubmit(onValid, countFailure),
    /**
     * Puts the server's field messages (a 422's `errors`) on the form's fields, leaving out paths
     * the form has no field for; when any landed, that is a failed submit.
     */
    showServerErrors: (serverErrors: Record<string, string[]> | undefined) => {
      const placed = applyServerErrors(
        serverErrors,
        form.setError,
        (path) => fields.find((field) => field.name === path)?.name,
      );
      if (placed > 0) countFailure();
    },
    /** A field's props: its id from `fields`, its message, and react-hook-form's registration. */
    field: (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
      ...form.register(name, options),
      id: idOf(fields, name),
      error: errorOf(errors, name),
    }),
    /** FormErrorSummary's props: `<FormErrorSummary {...summary} />`. */
    summary: { errors, fields, focusKey: failedSubmits, setFocus: form.setFocus },
  };
}
