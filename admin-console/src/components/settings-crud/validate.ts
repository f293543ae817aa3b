import { fieldMessages } from '@registrar/shared-ui';
import type { RequestFailure } from '@registrar/shared-api';
import { parseNaira } from './naira';
import type { Draft, DraftErrors, DraftKey, FieldSpec } from './types';

export type Checked<D extends Draft> =
  | { errors: DraftErrors<D>; kobo?: undefined }
  | { errors?: undefined; kobo: (key: DraftKey<D>) => number };

/** The form's own checks: required fields, naira amounts; then the screen's cross-field rules. */
export function checkDraft<D extends Draft>(
  fields: readonly FieldSpec<D>[],
  draft: D,
  validate?: (draft: D) => DraftErrors<D>,
): Checked<D> {
  const errors: DraftErrors<D> = {};
  const kobos = new Map<string, number>();
  for (const field of fields) {
    const value = draft[field.key];
    if (field.kind === 'checkbox') continue;
    const text = typeof value === 'string' ? value : '';
    if (field.kind === 'money') {
      const parsed = parseNaira(text);
      if (parsed.error !== undefined) errors[field.key] = parsed.error;
      else if (parsed.kobo === null) errors[field.key] = fieldMessages.required;
      else if (field.isPositive && parsed.kobo === 0) errors[field.key] = 'Must be more than 0';
      else kobos.set(field.key, parsed.kobo);
    } else if (
      (field.kind === 'select' || (field.kind === 'text' && field.isRequired)) &&
      text.trim() === ''
    ) {
      errors[field.key] = fieldMessages.required;
    }
  }
  const all = { ...validate?.(draft), ...errors };
  if (Object.values(all).some(Boolean)) return { errors: all };
  return { kobo: (key) => kobos.get(key) ?? 0 };
}

/**
 * The server's field errors (422, or 409 on a duplicate) as the form's first messages; messages
 * for fields the form does not show come back in `other`.
 */
export function serverErrorsOf<D extends Draft>(
  fields: readonly FieldSpec<D>[],
  failure: RequestFailure,
): { errors: DraftErrors<D>; other: string[] } {
  const errors: DraftErrors<D> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(failure.errors ?? {})) {
    const first = messages[0];
    if (first === undefined) continue;
    const field = fields.find((candidate) => candidate.key === key);
    if (field) errors[field.key] = first;
    else other.push(first);
  }
  return { errors, other };
}
