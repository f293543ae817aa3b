import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from '@registrar/shared-ui/router';
import type { TSyncRun } from '@registrar/shared-api';
import { Spinner } from '@registrar/shared-ui';
import { LoadError } from '../../components/load-error';
import { PageHeading } from '../../components/page-heading';
import screenStyles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { useFocusWhenLost } from '../../hooks/use-focus-when-lost';
import { recordsSourceApi } from './api';
import { Announcement } from './components/announcement';
import { RunActions } from './components/run-actions';
import { RunRows } from './components/run-rows';
import { RunSummary } from './components/run-summary';
import { runStatusLabels } from './labels';
import styles from './records-source.module.css';
import { useRunPolling } from './use-run-polling';

/**
 * /admin/records-source/runs/:id: one sync's preview. Its counts, its rows by kind with each
 * field's change, Apply or Discard, and the conflicts to decide. Followed while the server reads
 * or applies it.
 */
export default function SyncRunPage() {
  const { id } = useParams();
  const runId = Number(id);
  const fetchRun = useCallback(
    (signal?: AbortSignal) =>
      Number.isInteger(runId) && runId > 0
        ? recordsSourceApi.run(runId, { signal })
        : Promise.resolve(false as const),
    [runId],
  );
  const { data: run, setData: setRun, load } = useApiData(fetchRun);
  const [announcement, setAnnouncement] = useState('');

  const show = (next: TSyncRun) => {
    if (run && run.status !== next.status) {
      setAnnouncement(`Run ${String(next.id)}: ${runStatusLabels[next.status]}`);
    }
    setRun(next);
  };
  useRunPolling(run || null, show);
  // Apply and Discard go once used, and their dialog with them: the summary takes the focus.
  const summaryRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(summaryRef, [run && run.status]);

  const refresh = useCallback(async () => {
    const response = await recordsSourceApi.run(runId, { isSilent: true });
    if (response !== false) setRun(response.data);
  }, [runId, setRun]);
  const onDecided = useCallback(() => void refresh(), [refresh]);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <Link className={styles.back} to="/admin/records-source">
        Back to the records source
      </Link>
      <PageHeading>Sync run {id}</PageHeading>
      <Announcement message={announcement} />
      {run === false && <LoadError what="This sync run" onRetry={() => void load()} />}
      {run === null && <Spinner label="Loading the sync run" />}
      {run && (
        <>
          <section className={styles.panel} aria-labelledby="records-sync-run-title">
            <h2 id="records-sync-run-title" ref={summaryRef} tabIndex={-1} className={styles.title}>
              Summary
            </h2>
            <RunSummary run={run} />
            <RunActions run={run} onChanged={show} />
          </section>
          <RunRows run={run} onDecided={onDecided} />
        </>
      )}
    </section>
  );
}
