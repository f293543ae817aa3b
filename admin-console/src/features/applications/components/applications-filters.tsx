import { useState, type FormEvent } from 'react';
import { applicationStatusLabels, applicationStatuses } from '@registrar/shared-api';
import { Button, Select, TextField } from '@registrar/shared-ui';
import type { Filters } from '../use-list-query';
import styles from './applications-filters.module.css';

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
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label="Applications">
      <TextField
        className={styles.search}
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
      <div className={styles.actions}>
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
