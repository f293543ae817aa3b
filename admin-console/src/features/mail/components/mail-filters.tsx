import { mailStatusLabels, ZMailStatus } from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, useFilterDraft } from '../../../components/filter-bar';
import { emptyMailFilters, type MailFilterDraft } from '../use-mail-filters';

const statusOptions = ZMailStatus.options.map((value) => ({
  value,
  label: mailStatusLabels[value],
}));

export interface MailFiltersProps {
  filters: MailFilterDraft;
  onApply: (filters: MailFilterDraft) => void;
}

/** Status and search (start of the recipient or the subject); sent on Apply only. */
export function MailFilters({ filters, onApply }: MailFiltersProps) {
  const { draft, setDraft, set } = useFilterDraft(filters);
  return (
    <FilterBar
      label="Emails"
      columns="searchAndStatus"
      onSubmit={() => onApply(draft)}
      onClear={() => {
        setDraft(emptyMailFilters);
        onApply(emptyMailFilters);
      }}
    >
      <TextField
        label="Search"
        hint="Start of the recipient's address or of the subject"
        type="search"
        maxLength={100}
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
    </FilterBar>
  );
}
