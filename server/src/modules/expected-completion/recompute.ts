import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { institutionDayOf } from '../../lib/institution-day';
import { expectedDateOf, workingDaysAhead } from './expected-date';
import {
  holidaysFrom,
  lockHolidays,
  lockOpenRequests,
  openRequests,
  setExpectedAt,
} from './repository';

/** The expected date of a request entering `status` at `enteredAt` (the status change's own). */
export async function expectedAtOnEntering(
  trx: Db,
  status: TRequestStatus,
  enteredAt: Date,
): Promise<string | null> {
  if (workingDaysAhead(status) === null) return null;
  await lockHolidays(trx, 'shared');
  return expectedDateOf(status, enteredAt, await holidaysFrom(trx, institutionDayOf(enteredAt)));
}

/**
 * Works the date of every request in a dated status out again from when it entered its stage:
 * after the public holidays change (in that transaction, holding the list's lock alone), and at
 * start-up for those without a date (`onlyMissing`, holding it shared). Answers how many requests
 * it looked at.
 */
export async function recomputeOpenRequests(
  trx: Db,
  { onlyMissing = false }: { onlyMissing?: boolean } = {},
): Promise<number> {
  // A status change locks its request's row, then the list shared: a change of the list takes
  // the rows it will date first, then the list alone, in that same order, so neither waits for
  // the other in a circle.
  if (!onlyMissing) await lockOpenRequests(trx);
  await lockHolidays(trx, onlyMissing ? 'shared' : 'exclusive');
  const requests = await openRequests(trx, onlyMissing);
  if (requests.length === 0) return 0;
  const holidays = await holidaysFrom(trx);
  const groups = new Map<string, { status: TRequestStatus; day: string | null; ids: number[] }>();
  for (const request of requests) {
    const day = expectedDateOf(request.status, request.since, holidays);
    const key = `${request.status} ${String(day)}`;
    const group = groups.get(key);
    if (group) group.ids.push(request.id);
    else groups.set(key, { status: request.status, day, ids: [request.id] });
  }
  for (const { status, day, ids } of groups.values()) await setExpectedAt(trx, status, day, ids);
  return requests.length;
}
