import { DAY_MS, institutionDayOf } from './institution-day';

/**
 * Working days of the institution's calendar (lib/institution-day.ts): Monday to Friday, less the
 * public holidays. Days are 'YYYY-MM-DD'; a moment is first read as the institution's day, so a
 * payment at 23:30 UTC on a Thursday counts from Friday in Lagos.
 */

/** Weekday of a calendar day: 0 Sunday … 6 Saturday (the day is read as UTC, no zone involved). */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const nextDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

const previousDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);

const dayOf = (from: Date | string) =>
  typeof from === 'string' ? from.slice(0, 10) : institutionDayOf(from);

export const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};

/**
 * The `n`th working day after `from` (its day does not count: a request paid on Thursday with one
 * working day to go is due on Friday). `n` = 0 answers the day itself.
 */
export function addWorkingDays(
  from: Date | string,
  n: number,
  holidays: ReadonlySet<string>,
): string {
  let day = dayOf(from);
  for (let left = n; left > 0;) {
    day = nextDay(day);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * The first day a stage may have been entered on without being overdue on `today`: a request
 * that entered a stage of `n` working days on an earlier day is overdue, one that entered it on
 * this day or later is not. The same rule as `addWorkingDays(entered, n) < today`, turned round so
 * a query compares the entry moment with one instant (addWorkingDays grows with its start day).
 */
export function overdueBefore(today: string, n: number, holidays: ReadonlySet<string>): string {
  let day = today;
  while (addWorkingDays(previousDay(day), n, holidays) >= today) day = previousDay(day);
  return day;
}
