import { MAX_KOBO } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';

/** Naira as typed: 5000, 5,000, 5000.5 or 5,000.00 (commas only as thousands separators). */
const nairaPattern = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

export type ParsedPrice = { kobo: number | null; error?: undefined } | { error: string };

/**
 * Prices are typed in naira and sent as integer kobo (no floating point: the digits are joined).
 * Empty means the format is not offered (null).
 */
export function parseNaira(text: string): ParsedPrice {
  const value = text.trim().replace(/^₦/, '');
  if (value === '') return { kobo: null };
  if (!nairaPattern.test(value)) return { error: 'Enter an amount in naira, like 5,000.00' };
  const [whole = '0', fraction = ''] = value.replaceAll(',', '').split('.');
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo) || kobo > MAX_KOBO) {
    return { error: `Must be at most ${formatMoney(MAX_KOBO)} naira` };
  }
  return { kobo };
}

/** A kobo price as the form shows it ('5,000.00'), empty when not offered. */
export const nairaInput = (kobo: number | null) => (kobo === null ? '' : formatMoney(kobo));

/** A price in the table: '₦5,000.00', or an em dash when the format is not offered. */
export const priceCell = (kobo: number | null) =>
  kobo === null ? '—' : formatMoney(kobo, { currency: 'NGN' });
