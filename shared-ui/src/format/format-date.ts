export type FormatDateOptions = {
  /** IANA zone, e.g. 'Africa/Lagos' or 'UTC'; defaults to the runtime's zone. */
  timeZone?: string;
};

/**
 * The product's date format: "month abbreviation and day, 24-hour time with am/pm marker". Read literally (the
 * original used moment's 'MMM D, HH:mm A'), so the hour is 24-hour AND followed by AM/PM:
 * 2024-11-23T13:05 → 'Nov 23, 13:05 PM', 00:30 → 'Jan 1, 00:30 AM'. Invalid input yields ''.
 */
export function formatDate(value: string | number | Date, options: FormatDateOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: options.timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const hour = part('hour').padStart(2, '0');
  const marker = Number(hour) < 12 ? 'AM' : 'PM';
  return `${part('month')} ${part('day')}, ${hour}:${part('minute')} ${marker}`;
}

/**
 * A day in full ('7 March 2025'), for what is read beside its year: a document's issue date, a
 * certificate's expiry. The list format above (month and day, no year) suits queues of recent
 * items. Invalid input yields ''.
 */
export function formatFullDate(
  value: string | number | Date,
  options: FormatDateOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
