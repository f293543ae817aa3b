import {
  applicationStatusLabels,
  certificateApplicationStatusLabels,
  DASHBOARD_DAYS,
  OVERDUE_RULES,
  requestStatuses,
  type TAuthUser,
  type TDashboard,
} from '@registrar/shared-api/contracts';
import type { Db, StaffRole } from '../../db/schema';
import { DAY_MS, institutionDayOf, institutionDayStart } from '../../lib/institution-day';
import { assertRole } from '../../lib/roles';
import { overdueBefore } from '../../lib/working-days';
import { holidaysFrom } from '../expected-completion/repository';
import { displayTrackingId } from '../requests/tracking-id';
import * as repo from './repository';

/** Who sees what (README): counts for all staff; money for bursary; the queue for registry. */
const REVENUE_ROLES: readonly StaffRole[] = ['administrator', 'bursary'];
const QUEUE_ROLES: readonly StaffRole[] = ['administrator', 'registry_officer'];
const OVERDUE_LIMIT = 10;
const ACTIVITY_LIMIT = 10;

const labelOf = (status: string): string =>
  (applicationStatusLabels as Record<string, string>)[status] ??
  (certificateApplicationStatusLabels as Record<string, string>)[status] ??
  status;

const countsOf = (statuses: readonly string[], rows: { status: string; count: string }[]) =>
  statuses.map((status) => ({
    status,
    label: labelOf(status),
    count: Number(rows.find((row) => row.status === status)?.count ?? 0),
  }));

const byDay = (rows: { day: string; count?: string; total?: string }[]) =>
  new Map(rows.map((row) => [row.day, Number(row.count ?? row.total ?? 0)]));

const nameOf = (row: { surname: string; first_name: string; other_names: string | null }) =>
  [row.surname, row.first_name, row.other_names].filter(Boolean).join(' ');

/**
 * The dashboard at `now`: counts by status of both kinds of request, revenue today and this month
 * (WAT), requests overdue for their stage, the last 30 days, and the latest status changes.
 */
export async function getDashboard(
  db: Db,
  actor: TAuthUser | null,
  now = new Date(),
): Promise<TDashboard> {
  const user = assertRole(actor, 'administrator', 'registry_officer', 'bursary');
  const seesRevenue = REVENUE_ROLES.includes(user.role);
  const seesQueue = QUEUE_ROLES.includes(user.role);

  const today = institutionDayOf(now);
  const todayStart = institutionDayStart(today);
  const tomorrowStart = new Date(todayStart.getTime() + DAY_MS);
  const monthStart = institutionDayStart(`${today.slice(0, 8)}01`);
  const firstDayStart = new Date(todayStart.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);

  const counts = await repo.countByStatus(db);
  const requests = await repo.requestsPerDay(db, firstDayStart);
  const transcriptsPerDay = byDay(requests.transcript);
  const certificatesPerDay = byDay(requests.certificate);
  const revenuePerDay = seesRevenue ? byDay(await repo.revenuePerDay(db, firstDayStart)) : null;

  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = institutionDayOf(new Date(firstDayStart.getTime() + index * DAY_MS));
    return {
      date,
      transcript_requests: transcriptsPerDay.get(date) ?? 0,
      certificate_requests: certificatesPerDay.get(date) ?? 0,
      revenue: revenuePerDay ? (revenuePerDay.get(date) ?? 0) : null,
    };
  });

  return {
    generated_at: now.toISOString(),
    counts: {
      transcript: countsOf(requestStatuses, counts.transcript),
      certificate: countsOf(requestStatuses, counts.certificate),
    },
    revenue: seesRevenue
      ? {
          today: await repo.paidBetween(db, todayStart, tomorrowStart),
          this_month: await repo.paidBetween(db, monthStart, tomorrowStart),
        }
      : null,
    overdue: seesQueue ? await overdueOf(db, now) : null,
    days,
    activity: seesQueue ? await activityOf(db) : null,
  };
}

/**
 * Overdue by the working-day rule of the expected dates: a request is overdue from the day after
 * its stage's target (OVERDUE_RULES' working days after the day it entered the stage).
 */
async function overdueOf(db: Db, now: Date): Promise<NonNullable<TDashboard['overdue']>> {
  const today = institutionDayOf(now);
  const holidays = await holidaysFrom(db);
  const cutoffs = OVERDUE_RULES.map((rule) => ({
    status: rule.status,
    enteredBefore: institutionDayStart(overdueBefore(today, rule.days, holidays)),
  }));
  const { rows, total } = await repo.overdue(db, cutoffs, OVERDUE_LIMIT);
  return {
    rules: OVERDUE_RULES.map((rule) => ({ ...rule, label: labelOf(rule.status) })),
    total,
    items: rows.map((row) => {
      const since = new Date(row.since);
      return {
        kind: row.kind,
        id: row.id,
        tracking_id: displayTrackingId(row.tracking_id),
        applicant_name: nameOf(row),
        status: row.status,
        label: labelOf(row.status),
        since: since.toISOString(),
        days: Math.floor((now.getTime() - since.getTime()) / DAY_MS),
      };
    }),
  };
}

async function activityOf(db: Db): Promise<NonNullable<TDashboard['activity']>> {
  const rows = await repo.recentActivity(db, ACTIVITY_LIMIT);
  return rows.map((row) => ({
    id: `${row.kind}-${String(row.id)}`,
    kind: row.kind,
    application_id: row.application_id,
    tracking_id: displayTrackingId(row.tracking_id),
    from_label: row.from_status === null ? null : labelOf(row.from_status),
    to_label: labelOf(row.to_status),
    actor_name: row.actor_name,
    note: row.note,
    at: new Date(row.created_at).toISOString(),
  }));
}
