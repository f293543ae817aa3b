/**
 * jsdom has no window.matchMedia. This evaluates the width queries the admin layout uses,
 * (min-width: Npx) and (max-width: Npx), against a chosen viewport width.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    if (min?.[1] && width < Number(min[1])) return false;
    if (max?.[1] && width > Number(max[1])) return false;
    return Boolean(min || max);
  };
  window.innerWidth = width;
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
