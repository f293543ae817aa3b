import { z } from 'zod';
import { ZRequestStatus } from '../requests/status';
import { ZTrackingId } from '../requests/tracking-id';
import { defineEndpoint, success } from '../common/envelope';

/**
 * The working-day target of each stage (weekends and public holidays do not count): a request
 * that entered the stage on day D is due by the `days`th working day after D and overdue from
 * the day after. Counted from the moment the request entered its current status (its latest
 * status-history row). The expected completion date (`expected_at`) adds up the targets of the
 * stages still ahead, in this order, by the same rule.
 */
export const OVERDUE_RULES = [
  { status: 'paid', days: 3 },
  { status: 'processing', days: 7 },
] as const;
/** Days of the requests/revenue chart, today included. */
export const DASHBOARD_DAYS = 30;

const ZStatusCount = z.object({ status: z.string(), label: z.string(), count: z.number().int() });

export const ZDashboardOverdueItem = z
  .object({
    kind: z.enum(['transcript', 'certificate']),
    id: z.number().int(),
    tracking_id: ZTrackingId,
    applicant_name: z.string(),
    status: ZRequestStatus,
    label: z.string(),
    /** When the request entered its current status (ISO 8601). */
    since: z.string(),
    /** Whole days since then. */
    days: z.number().int(),
  })
  .meta({ id: 'DashboardOverdueItem' });
export type TDashboardOverdueItem = z.infer<typeof ZDashboardOverdueItem>;

export const ZDashboardDay = z
  .object({
    /** The day in the institution's time zone (West Africa Time), YYYY-MM-DD. */
    date: z.string(),
    transcript_requests: z.number().int(),
    certificate_requests: z.number().int(),
    /** Kobo paid that day; null when the caller may not see revenue. */
    revenue: z.number().int().nullable(),
  })
  .meta({ id: 'DashboardDay' });
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboardActivity = z
  .object({
    id: z.string(),
    kind: z.enum(['transcript', 'certificate']),
    application_id: z.number().int(),
    tracking_id: ZTrackingId,
    from_label: z.string().nullable(),
    to_label: z.string(),
    actor_name: z.string().nullable(),
    note: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'DashboardActivity' });
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

/**
 * What the dashboard shows. Parts a role may not see are null (server/src/modules/dashboard):
 * revenue for administrators and bursary; overdue requests and activity for administrators and
 * registry officers. Counts and request numbers are for every staff role.
 */
export const ZDashboard = z
  .object({
    generated_at: z.string(),
    counts: z.object({
      transcript: z.array(ZStatusCount),
      certificate: z.array(ZStatusCount),
    }),
    revenue: z.object({ today: z.number().int(), this_month: z.number().int() }).nullable(),
    overdue: z
      .object({
        rules: z.array(z.object({ status: z.string(), label: z.string(), days: z.number() })),
        total: z.number().int(),
        items: z.array(ZDashboardOverdueItem),
      })
      .nullable(),
    days: z.array(ZDashboardDay),
    activity: z.array(ZDashboardActivity).nullable(),
  })
  .meta({ id: 'Dashboard' });
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZGetDashboardResponse = success(ZDashboard);
export type TGetDashboardResponse = z.infer<typeof ZGetDashboardResponse>;

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/dashboard',
  summary: 'Dashboard figures: counts by status, revenue, overdue requests, 30 days, activity',
  auth: true,
  response: ZGetDashboardResponse,
});
