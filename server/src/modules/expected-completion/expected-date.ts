import { OVERDUE_RULES, type TRequestStatus } from '@registrar/shared-api/contracts';
import { addWorkingDays } from '../../lib/working-days';

/**
 * The working days from entering `status` to the end of the work: the stage's own target and
 * those of the stages after it (OVERDUE_RULES lists them in lifecycle order). Null for a status
 * that is no stage of the work: not yet paid, on hold, or past processing.
 */
export function workingDaysAhead(status: TRequestStatus): number | null {
  const index = OVERDUE_RULES.findIndex((rule) => rule.status === status);
  if (index < 0) return null;
  return OVERDUE_RULES.slice(index).reduce((sum, rule) => sum + rule.days, 0);
}

/**
 * The day a request that entered `status` at `enteredAt` is expected to be done
 * ('YYYY-MM-DD'), or null when no date applies. Paid: its paid and processing targets from the
 * day it was paid; processing: the processing target from the day processing started.
 */
export function expectedDateOf(
  status: TRequestStatus,
  enteredAt: Date,
  holidays: ReadonlySet<string>,
): string | null {
  const days = workingDaysAhead(status);
  return days === null ? null : addWorkingDays(enteredAt, days, holidays);
}
