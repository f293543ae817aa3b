import { INSTITUTION_TIME_ZONE } from '@registrar/shared-api/contracts';

/** The institution's calendar (INSTITUTION_TIME_ZONE: no daylight saving, one offset all year). */
const WAT_OFFSET_MS = INSTITUTION_TIME_ZONE.offsetMs;
export const DAY_MS = 86_400_000;

/** The instant the institution's calendar day `day` (YYYY-MM-DD) starts. */
export const institutionDayStart = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - WAT_OFFSET_MS);

/** The institution's calendar day (YYYY-MM-DD) of an instant. */
export const institutionDayOf = (instant: Date) =>
  new Date(instant.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);

/** The instants of a filter's days, both inclusive: from the start of `from` to the end of `to`. */
export const institutionDays = (from: string | undefined, to: string | undefined) => ({
  fromInstant: from ? institutionDayStart(from) : undefined,
  toInstantExclusive: to ? new Date(institutionDayStart(to).getTime() + DAY_MS) : undefined,
});
