import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code (and libraries: Radix, TanStack) loads on first use instead of with the
 * page (they are not part of any page's first paint). `use(shouldLoad)` starts the
 * download when `shouldLoad` is first true and returns the component once it is there (undefined
 * until then); after that every caller renders it synchronously. A failed download (offline) is
 * tried again on the next use. `preload()` fetches it ahead of time (tests; a likely next action).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function useLazy(shouldLoad: boolean): ComponentType<P> | undefined {
    const [, rerender] = useState(0);
    useEffect(() => {
      if (!shouldLoad || loaded) return;
      let isLive = true;
      preload().then(
        () => isLive && rerender((n) => n + 1),
        () => undefined,
      );
      return () => {
        isLive = false;
      };
    }, [shouldLoad]);
    return loaded;
  }

  return { preload, use: useLazy, isLoaded: () => loaded !== undefined };
}
