/**
 * The institution's clock: West Africa Time, UTC+1 all year (no daylight saving). Every time a
 * person reads (screens, emails, PDFs) is shown in it and named, whatever the reader's own zone;
 * the API's day filters and the dashboard's days are its calendar days.
 */
export const INSTITUTION_TIME_ZONE = {
  id: 'Africa/Lagos',
  abbreviation: 'WAT',
  name: 'West Africa Time',
  offsetMs: 3_600_000,
} as const;
