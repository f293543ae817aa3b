import { useState } from 'react';
import {
  paymentKindLabels,
  paymentKinds,
  paymentProviders,
  paymentStatusLabels,
  paymentStatuses,
  type TPaymentType,
} from '@registrar/shared-api';
import { Select, TextField } from '@registrar/shared-ui';
import { FilterBar, filterBarWide, useFilterDraft } from '../../../components/filter-bar';
import {
  emptyPaymentFilters,
  parsePaymentFilters,
  type PaymentFilterDraft,
  type PaymentFilterErrors,
} from '../use-payment-filters';

const statusOptions = paymentStatuses.map((value) => ({
  value,
  label: paymentStatusLabels[value],
}));
const sortOptions = [
  { value: 'created_at', label: 'Date created' },
  { value: 'paid_at', label: 'Date paid' },
  { value: 'amount', label: 'Amount' },
];
const kindOptions = paymentKinds.map((value) => ({ value, label: paymentKindLabels[value] }));
export const providerLabels: Record<(typeof paymentProviders)[number], string> = {
  local: 'Local (test)',
  paystack: 'Paystack',
};
const providerOptions = paymentProviders.map((value) => ({
  value,
  label: providerLabels[value],
}));

export interface PaymentFiltersProps {
  /** The filters in the URL; the form starts from them (remount it when they change). */
  filters: PaymentFilterDraft;
  paymentTypes: readonly TPaymentType[];
  onApply: (filters: PaymentFilterDraft) => void;
}

/** Search and filters: nothing is sent until Apply, and bad dates are caught on their field. */
export function PaymentFilters({ filters, paymentTypes, onApply }: PaymentFiltersProps) {
  const { draft, set, apply, clear } = useFilterDraft(filters, onApply);
  const [errors, setErrors] = useState<PaymentFilterErrors>({});
  /** A field's id (focused when it is wrong), value, error and change handler. */
  const field = (key: keyof PaymentFilterDraft) => ({
    id: `payment-filter-${key}`,
    value: draft[key],
    error: errors[key],
    onChange: set(key),
  });
  const submit = () => {
    const parsed = parsePaymentFilters(draft);
    setErrors(parsed.errors ?? {});
    if (parsed.errors) {
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(`payment-filter-${first}`)?.focus();
      return;
    }
    apply();
  };

  return (
    <FilterBar
      label="Payments"
      columns="four"
      onSubmit={submit}
      onClear={() => {
        setErrors({});
        clear(emptyPaymentFilters);
      }}
    >
      <FilterBar.Search
        {...field('search')}
        className={filterBarWide}
        hint="Payment reference, tracking id or payer email (start of)"
        maxLength={100}
      />
      <FilterBar.Status {...field('status')} options={statusOptions} />
      <Select
        {...field('provider')}
        label="Provider"
        placeholder="Any provider"
        options={providerOptions}
      />
      <Select {...field('kind')} label="Paid for" placeholder="Anything" options={kindOptions} />
      <Select
        {...field('payment_type_id')}
        label="Payment type"
        hint="Other payments only"
        placeholder="Any type"
        options={paymentTypes.map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <TextField {...field('from')} label="Created from" type="date" />
      <TextField {...field('to')} label="Created to" type="date" />
      <Select
        {...field('sort')}
        label="Sort by"
        options={sortOptions}
        value={draft.sort || 'created_at'}
      />
      <FilterBar.Order {...field('direction')} value={draft.direction || 'desc'} />
    </FilterBar>
  );
}
