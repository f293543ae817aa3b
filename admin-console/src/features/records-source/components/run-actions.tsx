import { useState } from 'react';
import type { TSyncRun } from '@registrar/shared-api';
import { Button, Modal, notifyAdmin } from '@registrar/shared-ui';
import { ModalActions } from '../../../components/form-actions';
import type { OnFailure } from '../../../components/form-errors';
import { recordsSourceApi } from '../api';
import { canApply, plural, rowsToWrite } from '../labels';
import styles from '../records-source.module.css';

type Action = 'apply' | 'discard';

/** What applying `run` will do, said before it is done. */
export function applyConsequences(run: TSyncRun): string[] {
  const { counts } = run;
  const said: string[] = [];
  if (run.status === 'failed') {
    said.push(
      `Applying resumes where it stopped: ${String(Math.min(counts.applied, rowsToWrite(run)))} of ${String(rowsToWrite(run))} rows are written already.`,
    );
  }
  said.push(
    rowsToWrite(run) === 0
      ? 'Nothing is new or changed: applying only marks this sync as applied.'
      : `${plural(counts.new, 'new record', 'new records')} will be created and ${plural(counts.changed, 'record', 'records')} changed.`,
  );
  if (run.undecided > 0) {
    said.push(
      `${plural(run.undecided, 'conflict waits', 'conflicts wait')} for your decision: applying does not touch ${run.undecided === 1 ? 'it' : 'them'}.`,
    );
  }
  if (counts.rejected + counts.missing > 0) {
    said.push('Rejected rows and missing records are left as they are.');
  }
  return said;
}

const texts: Record<Action, { title: string; confirm: string; done: string }> = {
  apply: { title: 'Apply this sync?', confirm: 'Apply', done: 'Applying the sync' },
  discard: { title: 'Discard this sync?', confirm: 'Discard', done: 'Sync discarded' },
};

export interface RunActionsProps {
  run: TSyncRun;
  /** The run as the server answered the action. */
  onChanged: (run: TSyncRun) => void;
}

/**
 * Apply (a ready run, or a failed one with its diff: it resumes) and Discard (a ready run), each
 * confirmed with what it will do; the server's refusal is shown in the dialog.
 */
export function RunActions({ run, onChanged }: RunActionsProps) {
  const [action, setAction] = useState<Action | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isDiscardable = run.status === 'ready';
  if (!canApply(run) && !isDiscardable && action === null) return null;

  const open = (next: Action) => {
    setFailure(null);
    setAction(next);
  };
  const confirm = async () => {
    if (!action) return;
    setIsBusy(true);
    let refused: string | undefined;
    const onFailure: OnFailure = (answer) => {
      refused = answer.message;
    };
    const response =
      action === 'apply'
        ? await recordsSourceApi.apply(run.id, onFailure)
        : await recordsSourceApi.discard(run.id, onFailure);
    setIsBusy(false);
    if (response === false) {
      setFailure(
        refused ?? `The sync could not be ${action === 'apply' ? 'applied' : 'discarded'}.`,
      );
      return;
    }
    notifyAdmin('success', response.message ?? texts[action].done);
    setAction(null);
    onChanged(response.data);
  };

  return (
    <div className={styles.actions}>
      {canApply(run) && (
        <Button onClick={() => open('apply')}>
          {run.status === 'failed' ? 'Apply again' : 'Apply'}
        </Button>
      )}
      {isDiscardable && (
        <Button variant="secondary" onClick={() => open('discard')}>
          Discard
        </Button>
      )}
      <Modal
        isOpen={action !== null}
        onClose={() => setAction(null)}
        title={action ? texts[action].title : ''}
        footer={
          action && (
            <ModalActions
              confirmLabel={texts[action].confirm}
              isDanger={action === 'discard'}
              isBusy={isBusy}
              onCancel={() => setAction(null)}
              onConfirm={() => void confirm()}
            />
          )
        }
      >
        {action === 'apply' && applyConsequences(run).map((line) => <p key={line}>{line}</p>)}
        {action === 'discard' && (
          <p>
            Nothing is written to the records: the{' '}
            {plural(run.counts.new, 'new record', 'new records')} and{' '}
            {plural(run.counts.changed, 'changed record', 'changed records')} of this preview are
            dropped, and its conflicts can no longer be decided. A new sync reads the source again.
          </p>
        )}
        {failure && (
          <p role="alert" className={styles.errorText}>
            {failure}
          </p>
        )}
      </Modal>
    </div>
  );
}
