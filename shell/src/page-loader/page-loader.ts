/** The page loader is hidden 2000 ms after start and removed from the DOM 300 ms later. */
export const PAGE_LOADER_HIDE_MS = 2000;
export const PAGE_LOADER_REMOVE_MS = 300;

export type PageLoaderOptions = {
  /** Milliseconds already elapsed since the page started (navigation start). */
  elapsedMs?: number;
  doc?: Document;
};

/**
 * Schedules hiding and removal of the #page-loader element from index.html. Counted from page start
 * (not from when this script arrives), so a slow bundle download does not prolong the loader.
 * Returns a cancel function (used by tests).
 */
export function schedulePageLoader({ elapsedMs = 0, doc = document }: PageLoaderOptions = {}) {
  const loader = doc.getElementById('page-loader');
  if (!loader) return () => undefined;
  let removeTimer: ReturnType<typeof setTimeout> | undefined;
  const hideTimer = setTimeout(
    () => {
      loader.setAttribute('data-state', 'hidden');
      loader.setAttribute('aria-hidden', 'true');
      removeTimer = setTimeout(() => loader.remove(), PAGE_LOADER_REMOVE_MS);
    },
    Math.max(0, PAGE_LOADER_HIDE_MS - elapsedMs),
  );
  return () => {
    clearTimeout(hideTimer);
    if (removeTimer) clearTimeout(removeTimer);
  };
}
