import { useId, type AriaAttributes } from 'react';

/**
 * ids for a form control and its hint/error, plus the aria-describedby that links them (after the
 * control's own, from `aria`); `control` holds the control's id, aria-invalid (set while there is
 * an error, else the control's own) and aria-describedby.
 */
export function useFieldIds(
  options: { id?: string | undefined; hint?: unknown; error?: unknown },
  aria: AriaAttributes = {},
) {
  const generated = useId();
  const id = options.id ?? `${generated}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [options.hint ? hintId : null, options.error ? errorId : null, aria['aria-describedby'] ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = {
    id,
    'aria-invalid': options.error ? true : aria['aria-invalid'],
    'aria-describedby': describedBy,
  };
  return { id, hintId, errorId, describedBy, control };
}

export type FieldIds = ReturnType<typeof useFieldIds>;
