import { paymentStatusLabels, paymentStatuses, type TPaymentType } from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';

export type StandaloneFilterDraft = { search: string; status: string; payment_type_id: string };
const cleared: StandaloneFilterDraft = { search: '', status: '', payment_type_id: '' };
const statusOptions = paymentStatuses.map((value) => ({
  value,
  label: paymentStatusLabels[value],
}));

export interface StandaloneFiltersProps {
  filters: StandaloneFilterDraft;
  paymentTypes: readonly TPaymentType[];
  onApply: (filters: StandaloneFilterDraft) => void;
}

/** Search, status and payment type; sent on Apply only. */
export function StandaloneFilters({ filters, paymentTypes, onApply }: StandaloneFiltersProps) {
  const { draft, setDraft, set } = useFilterDraft(filters);
  return (
    <FilterBar
      label="Other payments"
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
        hint="Reference, payer name, email or matric number (start of)"
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
      <Select
        label="Payment type"
        placeholder="Any type"
        options={paymentTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        value={draft.payment_type_id}
        onChange={set('payment_type_id')}
      />
    </FilterBar>
  );
}
