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
const cleared: Filters = { search: '', status: '', kind: '', from: '', to: '' };

/** Search and filters; nothing is sent until Apply. */
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
      <Select
        label="Kind"
        placeholder="Any kind"
        options={kindOptions}
        value={draft.kind}
        onChange={set('kind')}
      />
      <TextField label="Submitted from" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="Submitted to" type="date" value={draft.to} onChange={set('to')} />
    </FilterBar>
  );
}
