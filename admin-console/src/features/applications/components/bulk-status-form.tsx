import { useState, type FormEvent } from 'react';
import {
  apiRequest,
  applicationStatusLabels,
  bulkUpdateApplicationStatus,
  useAppDispatch,
  type TApplicationStatus,
  type TApplicationSummary,
  type TBulkStatusResult,
} from '@registrar/shared-api';
import { Button, Select, notifyAdmin } from '@registrar/shared-ui';
import { referenceOf } from '../reference';
import { applicationStatusChanged } from '../store/applications-slice';
import { bulkTargetStatuses } from '../status-transitions';
import styles from './bulk-status-form.module.css';

const options = bulkTargetStatuses.map((value) => ({
  value,
  label: applicationStatusLabels[value],
}));

export interface BulkStatusFormProps {
  selectedIds: ReadonlySet<number>;
  applications: readonly TApplicationSummary[];
  onDone: () => void;
}

/** Moves the selected rows to one status; each id succeeds or fails on its own (server rule). */
export function BulkStatusForm({ selectedIds, applications, onDone }: BulkStatusFormProps) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const [results, setResults] = useState<TBulkStatusResult[] | null>(null);
  const labelOf = (id: number) => {
    const row = applications.find((application) => application.id === id);
    return row ? referenceOf(row.tracking_id) : `#${String(id)}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = bulkTargetStatuses.find((value) => value === status);
    if (!target) {
      setError('Choose a status');
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const response = await apiRequest(bulkUpdateApplicationStatus, {
      body: { ids: [...selectedIds], status: target },
    });
    setIsSaving(false);
    if (response === false) return;
    for (const result of response.data.results) {
      if (result.ok && result.status) {
        const next: TApplicationStatus = result.status;
        dispatch(
          applicationStatusChanged({
            id: result.id,
            status: next,
            label: applicationStatusLabels[next],
          }),
        );
      }
    }
    setResults(response.data.results);
    notifyAdmin('success', `${String(response.data.updated)} of ${String(selectedIds.size)} moved`);
    onDone();
  };

  return (
    <section className={styles.panel} aria-labelledby="bulk-status-title">
      <h2 id="bulk-status-title" className={styles.title}>
        Bulk action
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.count} aria-live="polite">
          {selectedIds.size === 1
            ? '1 application selected'
            : `${String(selectedIds.size)} applications selected`}
        </p>
        <Select
          label="Move selected to"
          placeholder="Choose a status"
          options={options}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          error={error}
        />
        <Button type="submit" isLoading={isSaving} disabled={selectedIds.size === 0}>
          Move selected
        </Button>
      </form>
      {results && (
        <div role="status" className={styles.results}>
          <h3 className={styles.resultsTitle}>Bulk results</h3>
          <ul>
            {results.map((result) => (
              <li key={result.id}>
                {labelOf(result.id)}:{' '}
                {result.ok && result.status
                  ? `moved to ${applicationStatusLabels[result.status]}`
                  : (result.message ?? 'not moved')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
