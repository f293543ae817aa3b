import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and while hydrating its HTML, true from then on (and from
 * the first render of a page the browser renders itself). What the server's HTML shows before
 * React has taken it over: e.g. a submit button that cannot yet run its handler.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
