import type { Db } from '../../db/schema';
import * as repo from './list-repository';

/**
 * Totals of a staff list are exact up to here and PostgreSQL's estimate beyond (a
 * count(*) of 1,000,000 rows on every page cost ~80 ms). A text search reads a table row per
 * match (no index-only count), so it is counted less far.
 */
export const EXACT_TOTAL_UP_TO = 10_000;
export const EXACT_SEARCH_TOTAL_UP_TO = 1_000;

/**
 * No count at all when the planner expects more than this many times the limit: the count would
 * only hit the limit (and a search's bitmap would still collect every match first).
 */
const COUNT_WHEN_ESTIMATE_UP_TO = 2;

export interface PageSeen {
  /** Rows before this page. */
  offset: number;
  /** Rows on this page. */
  shown: number;
  /** Whether a row exists after this page (the list asks for one more row than it shows). */
  hasMore: boolean;
}

/**
 * The paginator's total. The page itself when it is the last one (no query). Otherwise the
 * planner's estimate (EXPLAIN) and, unless that is far past the limit, a count that stops at the
 * limit: exact when under it. An estimate is kept within what the page proves — at least every
 * row up to the one after this page, at most `offset` when a page past the first comes back
 * empty — so "Next" shows exactly when there is a next page.
 */
export async function listTotal(
  db: Db,
  filters: repo.ListFilters,
  { offset, shown, hasMore }: PageSeen,
): Promise<{ total: number; isEstimate: boolean }> {
  if (!hasMore && (shown > 0 || offset === 0)) return { total: offset + shown, isEstimate: false };
  const upTo = filters.search ? EXACT_SEARCH_TOTAL_UP_TO : EXACT_TOTAL_UP_TO;
  const estimate = await repo.estimateRequests(db, filters);
  let atLeast = hasMore ? offset + shown + 1 : 0;
  if (estimate <= upTo * COUNT_WHEN_ESTIMATE_UP_TO) {
    const counted = await repo.countRequests(db, filters, upTo);
    if (counted <= upTo) return { total: counted, isEstimate: false };
    atLeast = Math.max(atLeast, counted);
  }
  const atMost = shown === 0 ? offset : Number.POSITIVE_INFINITY;
  return { total: Math.max(atLeast, Math.min(estimate, atMost)), isEstimate: true };
}
