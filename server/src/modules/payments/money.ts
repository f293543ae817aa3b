/** Kobo → "₦1,234.50" (two decimals, thousands separated). */
export const formatNaira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Kobo → "1234.50": CSV cells, no symbol, no separators (spreadsheets read it as a number). */
export const nairaDecimal = (kobo: number) => {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
