import { paymentStatusLabels, paymentStatuses, type TPaymentType } from '@registrar/shared-api';
import { Select } from '@registrar/shared-ui';
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
  const { draft, set, apply, clear } = useFilterDraft(filters, onApply);
  return (
    <FilterBar
      label="Other payments"
      columns="four"
      onSubmit={apply}
      onClear={() => clear(cleared)}
    >
      <FilterBar.Search
        className={filterBarWide}
        hint="Reference, payer name, email or matric number (start of)"
        maxLength={100}
        value={draft.search}
        onChange={set('search')}
      />
      <FilterBar.Status options={statusOptions} value={draft.status} onChange={set('status')} />
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
