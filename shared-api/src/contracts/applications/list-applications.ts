import { z } from 'zod';
import { requestSortFields, ZRequestsPage } from '../requests/request';
import { ZRequestStatus } from '../requests/status';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent, ZPageQuery } from '../common/paging';
import { ZGraduationSessionFilter } from '../graduates/list-academic-sessions';
import { ZApplicationSummary } from './application';

const ZIsoDate = z.iso.date({ error: 'Please enter a date as YYYY-MM-DD' });

/** The list's sort keys (the request list's). */
export const applicationSortFields = requestSortFields;
export type TApplicationSortField = (typeof applicationSortFields)[number];

/**
 * How the copies travel: an application matches when at least one of its copies does.
 * `soft_copy` by email; `hard_copy` by courier; `domestic` / `international`: a hard copy to a
 * region of that type (region type 1 domestic, 2 international), as priced at submission.
 */
export const applicationDeliveryFilters = [
  'soft_copy',
  'hard_copy',
  'domestic',
  'international',
] as const;
export type TApplicationDeliveryFilter = (typeof applicationDeliveryFilters)[number];

export const ZListApplicationsQuery = ZPageQuery.extend({
  status: z.preprocess(blankAsAbsent, ZRequestStatus.optional()),
  /** Tracking id (with or without dashes), or the start of a matric number, name or email. */
  search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  /**
   * The application type: what a copy is for (its `purpose`, an Application Types name),
   * case-insensitive; matches applications with at least one such copy.
   */
  purpose: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  /** The type of copy (e.g. 'official', 'student'), case-insensitive; at least one such copy. */
  type: z.preprocess(blankAsAbsent, z.string().trim().toLowerCase().max(50).optional()),
  delivery: z.preprocess(blankAsAbsent, z.enum(applicationDeliveryFilters).optional()),
  /** The applicant's graduation session (its code), as their graduate record says. */
  graduation_session: ZGraduationSessionFilter,
  /** Submitted on or after this day (inclusive). */
  from: z.preprocess(blankAsAbsent, ZIsoDate.optional()),
  /** Submitted on or before this day (inclusive). */
  to: z.preprocess(blankAsAbsent, ZIsoDate.optional()),
  sort: z.preprocess(blankAsAbsent, z.enum(applicationSortFields).default('created_at')),
  direction: z.preprocess(blankAsAbsent, z.enum(['asc', 'desc']).default('desc')),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'The end date must not be before the start date',
  path: ['to'],
});
export type TListApplicationsQuery = z.infer<typeof ZListApplicationsQuery>;

export const ZApplicationsPage = ZRequestsPage(ZApplicationSummary);
export type TApplicationsPage = z.infer<typeof ZApplicationsPage>;

export const ZListApplicationsResponse = success(ZApplicationsPage);
export type TListApplicationsResponse = z.infer<typeof ZListApplicationsResponse>;

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/applications',
  summary:
    'Applications, newest first unless sorted, paged (filters: status, search, purpose, type of copy, delivery, date range)',
  auth: true,
  query: ZListApplicationsQuery,
  response: ZListApplicationsResponse,
});
