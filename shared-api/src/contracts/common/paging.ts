import { z } from 'zod';

/** Page size default and ceiling of every admin list (spec §9: default 10). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/**
 * The paging part of a list query. Query strings arrive as text, so both numbers are coerced;
 * an absent value takes its default.
 */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A list's free-text search: trimmed, at most 100 characters (what it matches is the list's). */
export const ZSearchTerm = z.string().trim().max(100);

/** Query strings send '' for a cleared filter: treat it as absent. */
export const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** One link of the pager: '« Previous', a page number, '...' (url null) or 'Next »'. */
export const ZPageLink = z
  .object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })
  .meta({ id: 'PageLink' });
export type TPageLink = z.infer<typeof ZPageLink>;

/**
 * A page of a list in the Laravel paginator shape the spec's client reads (§3 applications_meta):
 * `from`/`to` are 1-based positions of the first and last row shown (null when the page is empty).
 */
export const ZPaginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    links: z.array(ZPageLink),
  });
export type TPaginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  links: TPageLink[];
};
