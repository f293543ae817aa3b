import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';
import { GraduationSessionSelect } from '../../../components/graduation-session-select';
import type { ExtraFilterFields, Filters, RequestStatus } from '../kind';
import { clearedFilters } from './use-request-list-query';

const sortOptions = [
  { value: 'created_at', label: 'Date submitted' },
  { value: 'tracking_id', label: 'Reference' },
  { value: 'applicant', label: 'Applicant' },
  { value: 'matric_number', label: 'Matric number' },
  { value: 'total', label: 'Total' },
  { value: 'status', label: 'Status' },
];

export interface RequestFiltersProps {
  /** The search landmark's name. */
  label: string;
  /** The filters in the URL; the form starts from them (remount it when they change). */
  filters: Filters;
  onApply: (filters: Filters) => void;
  statuses: readonly RequestStatus[];
  labels: Readonly<Record<RequestStatus, string>>;
  deliveryOptions: readonly { value: string; label: string }[];
  /** The kind's own filter keys and fields (between Status and Delivery). */
  extraKeys: readonly string[];
  extraFields: ExtraFilterFields;
}

/** Search, filters and sort (also on the column headers); nothing is sent until Apply. */
export function RequestFilters({
  label,
  filters,
  onApply,
  statuses,
  labels,
  deliveryOptions,
  extraKeys,
  extraFields,
}: RequestFiltersProps) {
  const { draft, set, apply, clear } = useFilterDraft(filters, onApply);
  const field = (key: string) => draft[key] ?? '';
  return (
    <FilterBar
      label={label}
      columns="four"
      onSubmit={apply}
      onClear={() => clear(clearedFilters(extraKeys))}
    >
      <FilterBar.Search
        className={filterBarWide}
        hint="Tracking id, matric number, name or email"
        value={field('search')}
        onChange={set('search')}
      />
      <FilterBar.Status
        options={statuses.map((value) => ({ value, label: labels[value] }))}
        value={field('status')}
        onChange={set('status')}
      />
      {extraFields(draft, set)}
      <Select
        label="Delivery"
        placeholder="Any delivery"
        options={[...deliveryOptions]}
        value={field('delivery')}
        onChange={set('delivery')}
      />
      <GraduationSessionSelect value={field('session')} onChange={set('session')} />
      <TextField label="Submitted from" type="date" value={field('from')} onChange={set('from')} />
      <TextField label="Submitted to" type="date" value={field('to')} onChange={set('to')} />
      <Select label="Sort by" options={sortOptions} value={field('sort')} onChange={set('sort')} />
      <FilterBar.Order value={field('direction')} onChange={set('direction')} />
    </FilterBar>
  );
}
