import { parseColor, readableTextOn, shade, toHex, luminance } from './color';

export type Theme = { primary: string; secondary: string };

/** Default branding (used when institution data cannot be loaded). */
export const defaultTheme: Theme = { primary: '#1d70b8', secondary: '#00703c' };

function brandVariables(name: 'primary' | 'secondary', value: string): Record<string, string> {
  const rgb = parseColor(value);
  if (!rgb) return { [`--rg-color-${name}`]: value };
  // Very dark brands get a lighter hover shade so hover stays perceptible.
  const hover = luminance(rgb) < 0.02 ? shade(rgb, -0.2) : shade(rgb, 0.18);
  return {
    [`--rg-color-${name}`]: toHex(rgb),
    [`--rg-color-${name}-hover`]: toHex(hover),
    [`--rg-color-on-${name}`]: readableTextOn(rgb),
  };
}

/** The CSS custom properties a theme produces (exposed for SSR/tests and applyTheme). */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    ...brandVariables('primary', theme.primary),
    ...brandVariables('secondary', theme.secondary),
  };
}

/**
 * Writes the theme colours as CSS custom properties (default: on :root), including a readable
 * text colour for each brand colour, so institution branding stays WCAG-legible.
 */
export function applyTheme(theme: Theme, target?: HTMLElement): void {
  const element =
    target ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (!element) return;
  for (const [key, value] of Object.entries(themeVariables(theme))) {
    element.style.setProperty(key, value);
  }
}
