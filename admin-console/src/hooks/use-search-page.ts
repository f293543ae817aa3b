import { useEffect, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';

/** A `page` query value: a whole number from 1, else the first page. */
export const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A searchable list's place in the URL (shareable; Back steps through it): the trimmed `search`
 * and the `page`. `searchText` is the search box until it is submitted, and follows the URL;
 * `submitSearch` puts it in the URL on the first page; `hrefOf(page)` links to another page of
 * the same search.
 */
export function useSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);

  const submitSearch = () => {
    const text = searchText.trim();
    setParams(text ? new URLSearchParams({ search: text }) : {});
  };
  const hrefOf = (next: number) => {
    const query = new URLSearchParams();
    if (search) query.set('search', search);
    if (next > 1) query.set('page', String(next));
    return `?${query.toString()}`;
  };
  return { search, page, searchText, setSearchText, submitSearch, hrefOf };
}
