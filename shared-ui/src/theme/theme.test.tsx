import { render } from '@testing-library/react';
import { contrastRatio, parseColor, readableTextOn } from './color';
import { DesignSystemProvider } from './design-system-provider';
import { applyTheme, defaultTheme } from './theme';

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => document.documentElement.removeAttribute('style'));

describe('colour helpers', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#1D70B8', { r: 29, g: 112, b: 184 }],
    ['rgb(0, 112, 60)', { r: 0, g: 112, b: 60 }],
    ['not-a-colour', null],
  ])('parses %p', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 29, g: 112, b: 184 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      5.17,
      1,
    );
  });

  it.each([
    ['#1d70b8', '#ffffff'],
    ['#0b0c0c', '#ffffff'],
    ['#ffdd00', '#0b0c0c'],
    ['#f3f2f1', '#0b0c0c'],
  ])('picks readable text on %p', (background, expected) => {
    expect(readableTextOn(parseColor(background)!)).toBe(expected);
  });
});

describe('applyTheme', () => {
  it('writes brand colours and derived shades as --rg- custom properties', () => {
    applyTheme({ primary: '#FFDD00', secondary: '#003078' });
    expect(rootVar('--rg-color-primary')).toBe('#ffdd00');
    expect(rootVar('--rg-color-on-primary')).toBe('#0b0c0c');
    expect(rootVar('--rg-color-secondary')).toBe('#003078');
    expect(rootVar('--rg-color-on-secondary')).toBe('#ffffff');
    expect(rootVar('--rg-color-primary-hover')).toMatch(/^#[0-9a-f]{6}$/);
    expect(rootVar('--rg-color-primary-hover')).not.toBe('#ffdd00');
  });

  it('passes unparseable colours through without derived shades', () => {
    applyTheme({ primary: 'rebeccapurple', secondary: '#000' });
    expect(rootVar('--rg-color-primary')).toBe('rebeccapurple');
  });

  it('can target a specific element', () => {
    const element = document.createElement('div');
    applyTheme({ primary: '#000000', secondary: '#ffffff' }, element);
    expect(element.style.getPropertyValue('--rg-color-on-primary')).toBe('#ffffff');
    expect(rootVar('--rg-color-primary')).toBe('');
  });
});

describe('DesignSystemProvider', () => {
  it('applies the default theme and renders its children', () => {
    const { getByText } = render(<DesignSystemProvider>content</DesignSystemProvider>);
    expect(getByText('content')).toBeInTheDocument();
    expect(rootVar('--rg-color-primary')).toBe(defaultTheme.primary);
  });

  it('re-applies when the theme changes', () => {
    const { rerender } = render(
      <DesignSystemProvider theme={{ primary: '#111111', secondary: '#222222' }} />,
    );
    expect(rootVar('--rg-color-primary')).toBe('#111111');
    rerender(<DesignSystemProvider theme={{ primary: '#abcdef', secondary: '#222222' }} />);
    expect(rootVar('--rg-color-primary')).toBe('#abcdef');
  });
});
