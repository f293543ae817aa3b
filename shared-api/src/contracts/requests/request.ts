import { z } from 'zod';
import { ZPaginated } from '../common/paging';
import { ZRequestStatus } from './status';
import { ZTrackingId } from './tracking-id';

/** The applicant as recorded at submission (a snapshot of the graduate record + contact). */
export const ZApplicant = z
  .object({
    matric_number: z.string(),
    surname: z.string(),
    first_name: z.string(),
    other_names: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    /**
     * True when `phone` was verified by a texted code, so SMS updates go to it. Only in answers
     * for staff and for the applicant (their email); absent: not verified.
     */
    phone_verified: z.boolean().optional(),
    programme: z.string(),
    graduation_year: z.number().int(),
  })
  .meta({ id: 'Applicant' });
export type TApplicant = z.infer<typeof ZApplicant>;

/** One step of a request's timeline: the status entered, its label, the staff note and when. */
export const ZRequestHistoryEntry = z
  .object({
    status: ZRequestStatus,
    label: z.string(),
    note: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ApplicationHistoryEntry' });
export type TRequestHistoryEntry = z.infer<typeof ZRequestHistoryEntry>;

/**
 * The fields every kind of request answers with, in two groups so each kind's own fields stand
 * between them (a kind's schema spreads them, keeping the answer's field order): first which
 * request and where it stands, last its fees (kobo) and dates (ISO 8601).
 */
export const requestIdentity = {
  id: z.number().int(),
  tracking_id: ZTrackingId,
  status: ZRequestStatus,
};
export const requestTotals = {
  delivery_fee: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * The columns every request list sorts by, each served by an index: `tracking_id` is the
 * Reference column, `applicant` surname then first name (any case), status in lifecycle order.
 */
export const requestSortFields = [
  'created_at',
  'total',
  'status',
  'tracking_id',
  'applicant',
  'matric_number',
] as const;
export type TRequestSortField = (typeof requestSortFields)[number];

/**
 * A page of a staff list of requests. `total_is_estimate` is true when `total` (so `last_page`) is
 * the database's estimate, not a count: past 10,000 matching requests (1,000 for a search).
 * Absent from older servers: read it as false.
 */
export const ZRequestsPage = <T extends z.ZodType>(item: T) =>
  ZPaginated(item).extend({ total_is_estimate: z.boolean().optional() });
