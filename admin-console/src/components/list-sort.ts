import type { DataTableSort } from '@registrar/shared-ui';

/** A server-sorted list's order: one of its sort fields and a direction. */
export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** The sort in the URL (`sort`, `direction`); unknown values fall back to `fallback`. */
export function sortFromParams<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  fallback: ListSort<F>,
): ListSort<F> {
  const field = fields.find((candidate) => candidate === params.get('sort')) ?? fallback.field;
  const direction = params.get('direction');
  return {
    field,
    direction: direction === 'asc' || direction === 'desc' ? direction : fallback.direction,
  };
}

/**
 * The URL after a sortable header asked for `sort` (DataTable's `onSortChange`): the other
 * filters kept, back to page 1, the default order left out. A column the server cannot sort
 * by changes nothing.
 */
export function paramsWithSort<F extends string>(
  params: URLSearchParams,
  sort: DataTableSort,
  fields: readonly F[],
  fallback: ListSort<F>,
): URLSearchParams | null {
  const field = fields.find((candidate) => candidate === sort.id);
  if (!field) return null;
  const next = new URLSearchParams(params);
  next.delete('page');
  next.set('sort', field);
  next.set('direction', sort.direction);
  if (field === fallback.field && sort.direction === fallback.direction) {
    next.delete('sort');
    next.delete('direction');
  }
  return next;
}

/** DataTable's `sort` for a list sorted by `sort` (column ids are the sort fields). */
export const tableSortOf = <F extends string>(sort: ListSort<F>): DataTableSort => ({
  id: sort.field,
  direction: sort.direction,
});
