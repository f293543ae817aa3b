import { useId } from 'react';

/** Ids for a control's hint and error paragraphs (when shown) and the aria-describedby naming them. */
export function useDescriptionIds(hint: unknown, error: unknown) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}
