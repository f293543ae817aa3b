import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, notifyAdmin } from '@registrar/shared-ui';
import styles from './bulk-status-form.module.css';

/** A row of the page as the bulk form needs it: its id, what staff call it, its status now. */
export interface BulkRow<S extends string> {
  id: number;
  reference: string;
  status: S;
}

/** The server's answer for one id: moved (`ok`, the new status) or why not. */
export interface BulkResult<S extends string> {
  id: number;
  ok: boolean;
  status: S | null;
  message: string | null;
}

export interface BulkStatusFormProps<S extends string> {
  /** The rows shown on the page (the selection is among them). */
  rows: readonly BulkRow<S>[];
  selectedIds: ReadonlySet<number>;
  /** Statuses a bulk move may target (not dispatch: it needs a courier and waybill per row). */
  targets: readonly S[];
  /** The state machine's moves from each status: only targets a selected row allows are offered. */
  nextStatuses: Readonly<Record<S, readonly S[]>>;
  labels: Readonly<Record<S, string>>;
  /** Sends the move; the server answers per id (false: it failed and the client said why). */
  send: (
    ids: number[],
    status: S,
  ) => Promise<{ data: { results: BulkResult<S>[]; updated: number } } | false>;
  /** The rows the server moved, to update the page locally (status and its label). */
  onMoved: (moved: { id: number; status: S }[]) => void;
  onDone: () => void;
  /** Moves that end or reverse requests: confirmed in a modal first. */
  confirmMoves?: readonly S[];
}

/**
 * Moves the selected rows to one status (transcript and certificate applications alike). The
 * choices are the targets at least one selected row may move to; the server still decides for
 * each row in its own transaction, and its per-row answer is listed after.
 */
export function BulkStatusForm<S extends string>({
  rows,
  selectedIds,
  targets,
  nextStatuses,
  labels,
  send,
  onMoved,
  onDone,
  confirmMoves = [],
}: BulkStatusFormProps<S>) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const [confirming, setConfirming] = useState<S | null>(null);
  const [results, setResults] = useState<BulkResult<S>[] | null>(null);

  const selected = rows.filter((row) => selectedIds.has(row.id));
  const canMove = (row: BulkRow<S>, target: S) => nextStatuses[row.status].includes(target);
  const choices = targets.filter((target) => selected.some((row) => canMove(row, target)));
  const target = choices.find((value) => value === status);
  const movable = target ? selected.filter((row) => canMove(row, target)).length : 0;
  const referenceOf = (id: number) =>
    rows.find((row) => row.id === id)?.reference ?? `#${String(id)}`;
  const count = (n: number) => (n === 1 ? '1 application' : `${String(n)} applications`);

  const move = async (to: S) => {
    setIsSaving(true);
    const ids = selected.map((row) => row.id);
    const response = await send(ids, to);
    setIsSaving(false);
    if (response === false) return;
    const moved = response.data.results.flatMap((result) =>
      result.ok && result.status ? [{ id: result.id, status: result.status }] : [],
    );
    onMoved(moved);
    setResults(response.data.results);
    setStatus('');
    notifyAdmin('success', `${String(response.data.updated)} of ${String(ids.length)} moved`);
    onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setError('Choose a status');
      return;
    }
    setError(undefined);
    if (confirmMoves.includes(target)) setConfirming(target);
    else void move(target);
  };

  let hint = 'Select applications to see the moves they allow.';
  if (selected.length > 0 && choices.length === 0)
    hint = 'None of the selected applications can be moved together: open one to change it.';
  else if (target)
    hint = `${String(movable)} of ${count(selected.length)} can move to ${labels[target]}; the others will be listed as not moved.`;
  else if (selected.length > 0) hint = 'Only moves at least one selected application allows.';

  return (
    <section className={styles.panel} aria-labelledby="bulk-status-title">
      <h2 id="bulk-status-title" className={styles.title}>
        Bulk action
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.count} aria-live="polite">
          {count(selected.length)} selected
        </p>
        <Select
          label="Move selected to"
          placeholder="Choose a status"
          options={choices.map((value) => ({ value, label: labels[value] }))}
          value={target ?? ''}
          onChange={(event) => setStatus(event.target.value)}
          error={error}
          hint={hint}
        />
        <Button type="submit" isLoading={isSaving} disabled={selected.length === 0}>
          Move selected
        </Button>
      </form>
      {results && (
        <div role="status" className={styles.results}>
          <h3 className={styles.resultsTitle}>Bulk results</h3>
          <ul>
            {results.map((result) => (
              <li key={result.id}>
                {referenceOf(result.id)}:{' '}
                {result.ok && result.status
                  ? `moved to ${labels[result.status]}`
                  : (result.message ?? 'not moved')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {confirmMoves.length > 0 && (
        <Modal
          isOpen={confirming !== null}
          onClose={() => setConfirming(null)}
          title={
            confirming ? `Move ${count(selected.length)} to ${labels[confirming]}?` : 'Confirm'
          }
          description="This ends the requests for their applicants and cannot be undone from here."
          footer={
            <>
              <Button
                variant="danger"
                onClick={() => {
                  const to = confirming;
                  setConfirming(null);
                  if (to) void move(to);
                }}
              >
                Yes, move them
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
