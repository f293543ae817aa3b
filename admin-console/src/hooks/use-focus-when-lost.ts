import { useEffect, type DependencyList, type RefObject } from 'react';

/**
 * After `deps` change, puts the keyboard focus on `ref` if it fell to the page itself: the
 * control that had it was replaced (a status form remounted for the new status, its button
 * gone). The target needs tabIndex={-1} when it is not a control.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>, deps: DependencyList) {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes
  }, deps);
}
