import { useId } from 'react';

/** ids for a form control and its hint/error, plus the aria-describedby that links them. */
export function useFieldIds(options: {
  id?: string;
  hint?: unknown;
  error?: unknown;
  describedBy?: string;
}) {
  const generated = useId();
  const id = options.id ?? `${generated}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [options.hint ? hintId : null, options.error ? errorId : null, options.describedBy ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
