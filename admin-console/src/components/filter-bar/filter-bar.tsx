import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@registrar/shared-ui';
import { FilterSearch, OrderFilter, StatusFilter } from './filter-fields';
import styles from './filter-bar.module.css';

/** Columns from 768 px: search and status side by side, or a grid of 3 (then 4 or 5 at 1200 px). */
export type FilterBarColumns = 'searchAndStatus' | 'three' | 'four' | 'five';

/** The class that makes a field (usually the search) take a whole row from 768 px. */
export const filterBarWide = styles.wide ?? '';

export interface FilterBarProps {
  /** The accessible name of the search landmark. */
  label: string;
  columns: FilterBarColumns;
  onSubmit: () => void;
  /** Clears the filters and applies that; without it there is no Clear button. */
  onClear?: () => void;
  /** The filter fields; Apply filters and Clear follow them. */
  children: ReactNode;
}

/** A list's search and filters: a `search` landmark whose fields are sent only on Apply. */
export function FilterBar({ label, columns, onSubmit, onClear, children }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={`${styles.bar ?? ''} ${styles[columns] ?? ''}`}
      onSubmit={submit}
      role="search"
      aria-label={label}
      noValidate
    >
      {children}
      <div className={styles.actions}>
        <Button type="submit">Apply filters</Button>
        {onClear && (
          <Button variant="secondary" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

// Fields many bars have: <FilterBar.Search hint=… />, <FilterBar.Status options=… />, <FilterBar.Order />.
FilterBar.Search = FilterSearch;
FilterBar.Status = StatusFilter;
FilterBar.Order = OrderFilter;

/**
 * The draft a filter form edits before Apply: `set(key)` for a field's onChange, `apply()` sends
 * the draft and `clear(empty)` empties the fields and sends that.
 */
export function useFilterDraft<F extends { [K in keyof F]: string }>(
  filters: F,
  onApply: (filters: F) => void,
) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof F) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };
  const apply = () => onApply(draft);
  const clear = (empty: F) => {
    setDraft(empty);
    onApply(empty);
  };
  return { draft, set, apply, clear };
}
