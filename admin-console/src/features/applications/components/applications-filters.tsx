import { applicationStatusLabels, applicationStatuses } from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';
import type { Filters } from '../use-list-query';

const statusOptions = applicationStatuses.map((value) => ({
  value,
  label: applicationStatusLabels[value],
}));
const sortOptions = [
  { value: 'created_at', label: 'Date submitted' },
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
  from: '',
  to: '',
  sort: 'created_at',
  direction: 'desc',
};

export interface ApplicationsFiltersProps {
  /** The filters in the URL; the form starts from them (remount it when they change). */
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/** Search, filters and sort: nothing is sent until Apply, so typing does not flood the server. */
export function ApplicationsFilters({ filters, onApply }: ApplicationsFiltersProps) {
  const { draft, setDraft, set } = useFilterDraft(filters);
  return (
    <FilterBar
      label="Applications"
      columns="five"
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
