import { useEffect, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';

/** A `page` query value: a whole number from 1, else the first page. */
export const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A searchable list's place in the URL (shareable; Back steps through it): the trimmed `search`
 * and the `page`. `searchForm` drives the search box, whose text follows the URL until the user
 * types; `submitSearch` puts that text in the URL on the first page; `hrefOf(page)` links to
 * another page of the same search.
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
  /** The props of the list's SearchForm. */
  const searchForm = { value: searchText, onChange: setSearchText, onSubmit: submitSearch };
  return { search, page, submitSearch, hrefOf, searchForm };
}
