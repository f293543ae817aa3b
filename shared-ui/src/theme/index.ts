export { DesignSystemProvider, type DesignSystemProviderProps } from './design-system-provider';
export { applyTheme, defaultTheme, themeVariables, type Theme } from './theme';
export { contrastRatio, parseColor, readableTextOn } from './color';
