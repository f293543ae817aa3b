import type { ListSort } from '../../../components/list-sort';
import type { SortField } from './use-request-list-query';

/**
 * "12 applications", or "About 1,000,000 applications" when the server estimated the total (past
 * 10,000 matches it reads PostgreSQL's estimate instead of counting).
 */
export function countText(meta: { total: number; total_is_estimate?: boolean }): string {
  const noun = meta.total === 1 ? 'application' : 'applications';
  return meta.total_is_estimate
    ? `About ${meta.total.toLocaleString('en-NG')} ${noun}`
    : `${String(meta.total)} ${noun}`;
}

/** How the rows are ordered, in words, after the count ("12 applications, newest first"). */
const orderWords: Record<SortField, Record<'asc' | 'desc', string>> = {
  created_at: { desc: 'newest first', asc: 'oldest first' },
  total: { desc: 'highest total first', asc: 'lowest total first' },
  status: { asc: 'earliest status first', desc: 'latest status first' },
  tracking_id: { asc: 'by reference, A to Z', desc: 'by reference, Z to A' },
  applicant: { asc: 'by applicant, A to Z', desc: 'by applicant, Z to A' },
  matric_number: { asc: 'by matric number, A to Z', desc: 'by matric number, Z to A' },
};
export const orderText = (sort: ListSort<SortField>) => orderWords[sort.field][sort.direction];
