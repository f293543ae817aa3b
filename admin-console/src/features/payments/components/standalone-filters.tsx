import { useState, type FormEvent } from 'react';
import { paymentStatusLabels, paymentStatuses, type TPaymentType } from '@registrar/shared-api';
import { Button, Select, TextField } from '@registrar/shared-ui';
import styles from '../payments.module.css';

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
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof StandaloneFilterDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Other payments">
      <TextField
        className={styles.wideFilter}
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
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
