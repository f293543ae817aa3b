export { FilterBar, filterBarWide, useFilterDraft } from './filter-bar';
export type { FilterBarColumns, FilterBarProps } from './filter-bar';
