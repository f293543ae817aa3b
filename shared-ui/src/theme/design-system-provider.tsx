import { useLayoutEffect, type ReactNode } from 'react';
import './tokens.css';
import { applyTheme, defaultTheme, type Theme } from './theme';

export type DesignSystemProviderProps = { theme?: Theme; children?: ReactNode };

/** Wrap the app once (the shell): loads tokens + base styles and applies the theme colours. */
export function DesignSystemProvider({
  theme = defaultTheme,
  children,
}: DesignSystemProviderProps) {
  const { primary, secondary } = theme;
  // Layout effect: colours are in place before the first paint, so there is no flash of default brand.
  useLayoutEffect(() => {
    applyTheme({ primary, secondary });
  }, [primary, secondary]);
  return <>{children}</>;
}
