import { useEffect, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';

/** A `page` query value: a whole number from 1, else the first page. */
export const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A searchable list's place in the URL (shareable; Back steps through it): the trimmed `search`,
 * the `page` and the values of `filterKeys` (the list's other filters). `searchForm` drives the
 * search box, whose text follows the URL until the user types; `submitSearch` puts that text in
 * the URL on the first page; `setFilter` changes one filter, also from the first page;
 * `hrefOf(page)` links to another page of the same search and filters.
 */
export function useSearchPage(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const filters: Record<string, string> = Object.fromEntries(
    filterKeys.map((key) => [key, params.get(key)?.trim() ?? '']),
  );
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);

  /** The URL of the first page with `search` and `values` (empty ones left out). */
  const firstPage = (text: string, values: Record<string, string>) => {
    const query = new URLSearchParams();
    if (text) query.set('search', text);
    for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
    return query;
  };
  const submitSearch = () => setParams(firstPage(searchText.trim(), filters));
  const setFilter = (key: string, value: string) =>
    setParams(firstPage(search, { ...filters, [key]: value }));
  const hrefOf = (next: number) => {
    const query = firstPage(search, filters);
    if (next > 1) query.set('page', String(next));
    return `?${query.toString()}`;
  };
  /** The props of the list's SearchForm. */
  const searchForm = { value: searchText, onChange: setSearchText, onSubmit: submitSearch };
  return { search, page, filters, setFilter, submitSearch, hrefOf, searchForm };
}
