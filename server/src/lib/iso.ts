/**
 * A timestamp as the API answers it: ISO 8601 in UTC with milliseconds ('2026-11-25T22:58:30.123Z').
 *
 * Accepts a Date (a column read by the driver) or a string (a timestamp inside a JSON value built
 * by the database, e.g. '2026-11-25T22:58:30.123456+00:00'). A UTC string is rewritten without
 * parsing a Date (Date parsing was ~2% of the CPU of GET /applications/track); any other
 * form goes through Date, which truncates past the millisecond the same way.
 */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(?:\+00:00|Z)$/;

export function iso(value: Date | string): string {
  if (typeof value === 'string') {
    const match = UTC_TIMESTAMP.exec(value);
    if (match) return `${match[1]}.${((match[2] ?? '') + '000').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}

export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);
