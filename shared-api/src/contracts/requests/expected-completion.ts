import { z } from 'zod';

/**
 * The day a request is expected to be done, 'YYYY-MM-DD' in the institution's calendar: the
 * working-day targets of the stages still ahead (OVERDUE_RULES), counted from when the request
 * entered its stage, skipping weekends and the public holidays. Null when no date applies: not yet
 * paid, on hold, or past processing (dispatched, sent, completed, cancelled…). Recomputed by the
 * server at every status change and when the public holidays change.
 */
export const ZExpectedAt = z.iso.date().nullable();
export type TExpectedAt = z.infer<typeof ZExpectedAt>;

/** Said on the track page instead of a date while the request is on hold. */
export const EXPECTED_DATE_AFTER_HOLD = 'The date will be set again when the hold is resolved.';

/**
 * How the applicant reads the date, the same on the track page and in the emails:
 * 'Expected by Friday 11 December 2026'. The value is a calendar day, so it is read in UTC,
 * whatever the reader's zone.
 */
export const formatExpectedBy = (day: string): string => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date);
  return `Expected by ${part({ weekday: 'long' })} ${part({ day: 'numeric', month: 'long', year: 'numeric' })}`;
};
