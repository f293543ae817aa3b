/** Rows a page of every paged staff list shows (the server pages by `per_page`). */
export const PER_PAGE = 10;

/** A list's query with the staff lists' page size. */
export const pageQuery = <Q extends object>(query: Q) => ({ ...query, per_page: PER_PAGE });
