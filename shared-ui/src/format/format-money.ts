export type FormatMoneyOptions = {
  /** ISO 4217 code; prefixes its narrow symbol, e.g. 'NGN' → '₦'. */
  currency?: string;
};

function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Formats an amount held in minor units (kobo, cents) with two decimals and thousands separators
 * 1250000 → '12,500.00', with { currency: 'NGN' } → '₦12,500.00', -5 → '-0.05'.
 * Works on integers only (string arithmetic, so no floating-point rounding); always two decimals,
 * as the spec shows money, even for currencies with other minor-unit sizes.
 */
export function formatMoney(minorUnits: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new TypeError(`formatMoney expects an integer amount in minor units, got ${minorUnits}`);
  }
  const isNegative = minorUnits < 0;
  const digits = Math.abs(minorUnits).toString().padStart(3, '0');
  const major = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = digits.slice(-2);
  const symbol = options.currency ? currencySymbol(options.currency) : '';
  return `${isNegative ? '-' : ''}${symbol}${major}.${minor}`;
}
