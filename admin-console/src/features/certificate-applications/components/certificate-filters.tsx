import { useState, type FormEvent } from 'react';
import {
  CERTIFICATE_APPLICATION_STATUSES,
  certificateApplicationStatusLabels,
  certificateKindLabels,
} from '@registrar/shared-api';
import { Button, Select, TextField } from '@registrar/shared-ui';
import type { Filters } from '../use-list-query';
import styles from './filters.module.css';

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
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      role="search"
      aria-label="Certificate applications"
    >
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
      <Select
        label="Kind"
        placeholder="Any kind"
        options={kindOptions}
        value={draft.kind}
        onChange={set('kind')}
      />
      <TextField label="Submitted from" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="Submitted to" type="date" value={draft.to} onChange={set('to')} />
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
