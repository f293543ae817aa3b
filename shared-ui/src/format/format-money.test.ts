import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each<[number, string | undefined, string]>([
    [1250000, undefined, '12,500.00'],
    [1250000, 'NGN', '₦12,500.00'],
    [0, undefined, '0.00'],
    [0, 'NGN', '₦0.00'],
    [-0, undefined, '0.00'],
    [5, undefined, '0.05'],
    [99, undefined, '0.99'],
    [100, undefined, '1.00'],
    [123456789, undefined, '1,234,567.89'],
    [100000000, 'NGN', '₦1,000,000.00'],
    [-1250050, undefined, '-12,500.50'],
    [-5, 'NGN', '-₦0.05'],
    [150, 'USD', '$1.50'],
    [Number.MAX_SAFE_INTEGER, undefined, '90,071,992,547,409.91'],
  ])('formatMoney(%p, %p) → %p', (minor, currency, expected) => {
    expect(formatMoney(minor, currency ? { currency } : {})).toBe(expected);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'rejects non-integer minor units (%p)',
    (value) => {
      expect(() => formatMoney(value)).toThrow(TypeError);
    },
  );
});
