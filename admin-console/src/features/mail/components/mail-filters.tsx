import { mailStatusLabels, ZMailStatus } from '@registrar/shared-api';
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
  const { draft, set, apply, clear } = useFilterDraft(filters, onApply);
  return (
    <FilterBar
      label="Emails"
      columns="searchAndStatus"
      onSubmit={apply}
      onClear={() => clear(emptyMailFilters)}
    >
      <FilterBar.Search
        hint="Start of the recipient's address or of the subject"
        maxLength={100}
        value={draft.search}
        onChange={set('search')}
      />
      <FilterBar.Status options={statusOptions} value={draft.status} onChange={set('status')} />
    </FilterBar>
  );
}
