import { applicationStatusLabels, applicationStatuses } from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';
import type { Filters } from '../use-list-query';
import type { FilterOption } from '../use-copy-filter-options';

const statusOptions = applicationStatuses.map((value) => ({
  value,
  label: applicationStatusLabels[value],
}));
/** How the copies travel (the server's `delivery`; an application matches through any copy). */
const deliveryOptions: FilterOption[] = [
  { value: 'soft_copy', label: 'Soft copy (email)' },
  { value: 'hard_copy', label: 'Hard copy (courier)' },
  { value: 'domestic', label: 'Hard copy, domestic' },
  { value: 'international', label: 'Hard copy, international' },
];
const sortOptions = [
  { value: 'created_at', label: 'Date submitted' },
  { value: 'tracking_id', label: 'Reference' },
  { value: 'applicant', label: 'Applicant' },
  { value: 'matric_number', label: 'Matric number' },
  { value: 'total', label: 'Total' },
  { value: 'status', label: 'Status' },
];
const directionOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
const cleared: Filters = {
  search: '',
  status: '',
  purpose: '',
  type: '',
  delivery: '',
  from: '',
  to: '',
  sort: 'created_at',
  direction: 'desc',
};

export interface ApplicationsFiltersProps {
  /** The filters in the URL; the form starts from them (remount it when they change). */
  filters: Filters;
  onApply: (filters: Filters) => void;
  /** The application types (purposes) and types of copy to offer. */
  purposeOptions: readonly FilterOption[];
  typeOptions: readonly FilterOption[];
}

/**
 * Search, filters and sort: nothing is sent until Apply, so typing does not flood the server.
 * Application type, type of copy and delivery match an application through one of its copies.
 */
export function ApplicationsFilters({
  filters,
  onApply,
  purposeOptions,
  typeOptions,
}: ApplicationsFiltersProps) {
  const { draft, setDraft, set } = useFilterDraft(filters);
  return (
    <FilterBar
      label="Applications"
      columns="four"
      onSubmit={() => onApply(draft)}
      onClear={() => {
        setDraft(cleared);
        onApply(cleared);
      }}
    >
      <TextField
        className={filterBarWide}
        label="Search"
        hint="Tracking id, matric number, name or email"
        type="search"
        value={draft.search}
        onChange={set('search')}
      />
      <Select
        label="Status"
        placeholder="Any status"
        options={statusOptions}
        value={draft.status}
        onChange={set('status')}
      />
      <Select
        label="Application type"
        placeholder="Any application type"
        options={[...purposeOptions]}
        value={draft.purpose}
        onChange={set('purpose')}
      />
      <Select
        label="Type of copy"
        placeholder="Any type of copy"
        options={[...typeOptions]}
        value={draft.type}
        onChange={set('type')}
      />
      <Select
        label="Delivery"
        placeholder="Any delivery"
        options={deliveryOptions}
        value={draft.delivery}
        onChange={set('delivery')}
      />
      <TextField label="Submitted from" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="Submitted to" type="date" value={draft.to} onChange={set('to')} />
      <Select label="Sort by" options={sortOptions} value={draft.sort} onChange={set('sort')} />
      <Select
        label="Order"
        options={directionOptions}
        value={draft.direction}
        onChange={set('direction')}
      />
    </FilterBar>
  );
}
