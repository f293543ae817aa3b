import { formatDate, formatFullDate } from './format-date';

const utc = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(Date.UTC(y, m - 1, d, h, min));

describe('formatDate (moment-style "MMM D, HH:mm A", read literally)', () => {
  it.each<[string | Date, string]>([
    [utc(2024, 11, 23, 13, 5), 'Nov 23, 13:05 PM'],
    [utc(2024, 1, 1, 0, 5), 'Jan 1, 00:05 AM'],
    [utc(2024, 5, 9, 11, 59), 'May 9, 11:59 AM'],
    [utc(2024, 9, 30, 12, 0), 'Sep 30, 12:00 PM'],
    [utc(2024, 12, 31, 23, 59), 'Dec 31, 23:59 PM'],
    ['2024-03-07T08:30:00Z', 'Mar 7, 08:30 AM'],
    ['2024-03-07T08:30:00+01:00', 'Mar 7, 07:30 AM'],
  ])('formats %p as %p in UTC', (value, expected) => {
    expect(formatDate(value, { timeZone: 'UTC' })).toBe(expected);
  });

  it('applies the requested time zone', () => {
    // Lagos is UTC+1 all year.
    expect(formatDate(utc(2024, 11, 23, 23, 30), { timeZone: 'Africa/Lagos' })).toBe(
      'Nov 24, 00:30 AM',
    );
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(utc(2024, 2, 29, 18, 45).getTime(), { timeZone: 'UTC' })).toBe(
      'Feb 29, 18:45 PM',
    );
  });

  it.each(['not a date', '', new Date(Number.NaN)])('returns "" for invalid input %p', (value) => {
    expect(formatDate(value, { timeZone: 'UTC' })).toBe('');
  });
});

describe('formatFullDate', () => {
  it('writes the day, the month in full and the year', () => {
    expect(formatFullDate('2026-03-07T12:00:00Z')).toBe('7 March 2026');
    expect(formatFullDate('not a date')).toBe('');
  });
});
