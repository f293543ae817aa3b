import { z } from 'zod';
import { requestSortFields, ZRequestsPage } from '../requests/request';
import { ZRequestStatus } from '../requests/status';
import { defineEndpoint, success } from '../common/envelope';
import { blankAsAbsent, ZPageQuery, ZSearchTerm } from '../common/paging';
import { ZGraduationSessionFilter } from '../graduates/list-academic-sessions';
import { ZCertificateApplicationSummary, ZCertificateKind } from './certificate-application';

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDay, 'Please enter a valid date');

/** The list's sort keys (the request list's). */
export const certificateApplicationSortFields = requestSortFields;
export type TCertificateApplicationSortField = (typeof certificateApplicationSortFields)[number];

export const certificateDeliveryFilters = ['domestic', 'international'] as const;
export type TCertificateDeliveryFilter = (typeof certificateDeliveryFilters)[number];

export const ZListCertificateApplicationsQuery = ZPageQuery.extend({
  status: ZRequestStatus.optional(),
  kind: ZCertificateKind.optional(),
  /**
   * Where the certificate travels (always by courier): to a domestic or an international region,
   * as priced at submission (region types 1 and 2).
   */
  delivery: z.preprocess(blankAsAbsent, z.enum(certificateDeliveryFilters).optional()),
  /** The applicant's graduation session (its code), as their graduate record says. */
  graduation_session: ZGraduationSessionFilter,
  /**
   * A tracking id (with or without dashes), or the start of a matric number, surname, first name
   * ("surname first-name" in either order) or email (any case), as the transcript list searches.
   */
  search: ZSearchTerm.optional(),
  /** Created on or after this day of the institution's calendar (West Africa Time). */
  date_from: ZDate.optional(),
  /** Created on or before this day of the institution's calendar (West Africa Time). */
  date_to: ZDate.optional(),
  /** Newest first by default; ties keep the id order of the direction. */
  sort: z.preprocess(blankAsAbsent, z.enum(certificateApplicationSortFields).default('created_at')),
  direction: z.preprocess(blankAsAbsent, z.enum(['asc', 'desc']).default('desc')),
});
export type TListCertificateApplicationsQuery = z.infer<typeof ZListCertificateApplicationsQuery>;

export const ZCertificateApplicationsPage = ZRequestsPage(ZCertificateApplicationSummary);
export type TCertificateApplicationsPage = z.infer<typeof ZCertificateApplicationsPage>;

export const ZListCertificateApplicationsResponse = success(ZCertificateApplicationsPage);
export type TListCertificateApplicationsResponse = z.infer<
  typeof ZListCertificateApplicationsResponse
>;

export const listCertificateApplications = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications',
  summary:
    'List certificate applications (paged, newest first unless sorted; filter by status, kind, delivery, graduation session, search, dates)',
  auth: true,
  query: ZListCertificateApplicationsQuery,
  response: ZListCertificateApplicationsResponse,
});
