import type { z } from 'zod';
import type { RequestFailure } from '@registrar/shared-api';
import type { SummaryError } from '@registrar/shared-ui';

/** What a call hands the server's refusal to (status, message and field `errors`). */
export type OnFailure = (failure: RequestFailure) => void;

/** One message per field: what a form shows beside each control. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first zod issue of each top-level field (the contract's own messages). */
export function zodFieldErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
}

/** The first server message of each of `fields` (spec §8 `errors`). */
export function serverFieldErrors<F extends string>(
  errors: Record<string, string[]> | undefined,
  fields: readonly F[],
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/** The error summary's rows, in the form's field order. */
export function summaryErrors<F extends string>(
  errors: FieldErrors<F>,
  fields: ReadonlyArray<{ field: F; label: string; id: string }>,
): SummaryError[] {
  return fields.flatMap(({ field, label, id }) => {
    const message = errors[field];
    return message ? [{ fieldId: id, label, message }] : [];
  });
}
