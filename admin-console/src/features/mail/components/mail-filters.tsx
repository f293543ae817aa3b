import { useState, type FormEvent } from 'react';
import { mailStatusLabels, ZMailStatus } from '@registrar/shared-api';
import { Button, Select, TextField } from '@registrar/shared-ui';
import { emptyMailFilters, type MailFilterDraft } from '../use-mail-filters';
import styles from '../mail.module.css';

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
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof MailFilterDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Emails">
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
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyMailFilters);
            onApply(emptyMailFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
