import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import type { RequestList } from '../../db/schema-applications';
import { institutionDays } from '../../lib/institution-day';
import type { ListFilters } from './list-filters';
import { listTotal } from './list-total';
import { normalizeTrackingId } from './tracking-id';

/** What every staff list is filtered by, as its query gives it. */
export interface CommonListQuery {
  status?: TRequestStatus | undefined;
  /** A tracking id (with or without dashes), or the start of a matric number, name or email. */
  search?: string | undefined;
  /** Submitted on or after this day of the institution's calendar (inclusive). */
  from?: string | undefined;
  /** Submitted on or before this day of the institution's calendar (inclusive). */
  to?: string | undefined;
  /** The graduate record's academic session (its code, any case). */
  graduation_session?: string | undefined;
}

/** The list's filters of the common query; the list adds its own (copy filters). */
export function commonFilters(list: RequestList, query: CommonListQuery): ListFilters {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  return {
    list,
    status: query.status,
    search: words.length
      ? { words, trackingId: normalizeTrackingId(query.search ?? '') }
      : undefined,
    ...institutionDays(query.from, query.to),
    graduationSession: query.graduation_session?.toUpperCase(),
  };
}

/**
 * One page of a list and its total. `fetch` reads the page's rows; one row more than the page is
 * asked for, so whether a next page exists is known whatever the total says.
 */
export async function pageWithTotal<Row>(
  db: Db,
  filters: ListFilters,
  { page, perPage }: { page: number; perPage: number },
  fetch: (paging: { limit: number; offset: number }) => Promise<Row[]>,
) {
  const offset = (page - 1) * perPage;
  const fetched = await fetch({ limit: perPage + 1, offset });
  const rows = fetched.slice(0, perPage);
  const { total, isEstimate } = await listTotal(db, filters, {
    offset,
    shown: rows.length,
    hasMore: fetched.length > perPage,
  });
  return { rows, total, isEstimate };
}
