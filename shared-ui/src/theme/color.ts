/** Small colour helpers for theming: parse hex/rgb(), WCAG relative luminance and contrast. */
export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i;

export function parseColor(input: string): Rgb | null {
  const value = input.trim();
  const hex = HEX.exec(value);
  if (hex?.[1]) {
    const digits =
      hex[1].length === 3
        ? hex[1]
            .split('')
            .map((d) => d + d)
            .join('')
        : hex[1];
    const n = Number.parseInt(digits, 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((c) => Math.min(255, Number(c)));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.1 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const INK: Rgb = { r: 11, g: 12, b: 12 };

/** The more readable of white or near-black text on the given background. */
export function readableTextOn(background: Rgb): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? '#ffffff' : '#0b0c0c';
}

/** Mix towards black (amount > 0) or white (amount < 0); used for hover/active shades. */
export function shade(color: Rgb, amount: number): Rgb {
  const target = amount >= 0 ? 0 : 255;
  const t = Math.abs(amount);
  return {
    r: color.r + (target - color.r) * t,
    g: color.g + (target - color.g) * t,
    b: color.b + (target - color.b) * t,
  };
}
