import {
  CERTIFICATE_APPLICATION_STATUSES,
  certificateApplicationStatusLabels,
  certificateKindLabels,
} from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';
import type { Filters } from '../use-list-query';

const statusOptions = CERTIFICATE_APPLICATION_STATUSES.filter((s) => s !== 'sent').map((value) => ({
  value,
  label: certificateApplicationStatusLabels[value],
}));
const kindOptions = (['certificate', 'attestation'] as const).map((value) => ({
  value,
  label: certificateKindLabels[value],
}));
/** A certificate always travels by courier: only where to (the region type as priced). */
const deliveryOptions = [
  { value: 'domestic', label: 'Domestic' },
  { value: 'international', label: 'International' },
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
  kind: '',
  delivery: '',
  from: '',
  to: '',
  sort: 'created_at',
  direction: 'desc',
};

/** Search, filters and sort (also on the column headers); nothing is sent until Apply. */
export function CertificateFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const { draft, setDraft, set } = useFilterDraft(filters);
  return (
    <FilterBar
      label="Certificate applications"
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
        label="Kind"
        placeholder="Any kind"
        options={kindOptions}
        value={draft.kind}
        onChange={set('kind')}
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
