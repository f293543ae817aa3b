import type { FormEvent } from 'react';
import { Button, TextField } from '@registrar/shared-ui';
import formStyles from './form-styles.module.css';

export interface SearchFormProps {
  /** The search box's label. */
  label: string;
  /** What the search matches. */
  hint?: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** A list's search box and its Search button on one line, in a `search` landmark. */
export function SearchForm({ label, hint, maxLength, value, onChange, onSubmit }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={formStyles.inline} role="search" onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        type="search"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
