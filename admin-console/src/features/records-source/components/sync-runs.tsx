import { useCallback, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import { SYNC_MODES, type TSyncMode, type TSyncRun } from '@registrar/shared-api';
import { Button, notifyAdmin, Select } from '@registrar/shared-ui';
import { LoadError } from '../../../components/load-error';
import { ListPager } from '../../../components/pager';
import { pageParam } from '../../../hooks/use-search-page';
import { useApiData } from '../../../hooks/use-api-data';
import { recordsSourceApi } from '../api';
import { isActive, runStatusLabels } from '../labels';
import styles from '../records-source.module.css';
import { useRunPolling } from '../use-run-polling';
import { Announcement } from './announcement';
import { RunsTable } from './runs-table';

const modeOptions: { value: TSyncMode; label: string }[] = SYNC_MODES.map((value) => ({
  value,
  label:
    value === 'full'
      ? 'Everything (full)'
      : 'Only what changed since the last applied sync (incremental)',
}));

/**
 * Sync now and the runs, newest first and paged (`?page=`). A run the server is working on is
 * polled until it settles, and its new status is announced.
 */
export function SyncRuns({ isSourceSet }: { isSourceSet: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [mode, setMode] = useState<TSyncMode>('full');
  const [isStarting, setIsStarting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const fetchRuns = useCallback(
    (signal?: AbortSignal) => recordsSourceApi.runs(page, signal),
    [page],
  );
  const { data: list, setData: setList, load } = useApiData(fetchRuns);
  const active = list ? (list.data.find(isActive) ?? null) : null;

  useRunPolling(active, (next: TSyncRun) => {
    if (active && active.status !== next.status) {
      setAnnouncement(`Run ${String(next.id)}: ${runStatusLabels[next.status]}`);
    }
    setList((current) =>
      current
        ? { ...current, data: current.data.map((run) => (run.id === next.id ? next : run)) }
        : current,
    );
  });

  const start = async () => {
    setIsStarting(true);
    const response = await recordsSourceApi.start(mode);
    setIsStarting(false);
    if (response === false) return;
    notifyAdmin('success', `Run ${String(response.data.id)} started: reading the source`);
    if (page === 1) void load();
    else setParams({});
  };

  return (
    <section className={styles.panel} aria-labelledby="records-sync-title">
      <h2 id="records-sync-title" className={styles.title}>
        Syncs
      </h2>
      <p className={styles.muted}>
        A sync reads the source and lists what would change. Nothing is written to the records until
        you open the run and apply it.
      </p>
      <div className={styles.inline}>
        <Select
          id="records-sync-mode"
          label="What to read"
          options={modeOptions}
          value={mode}
          onChange={(event) => setMode(event.target.value as TSyncMode)}
        />
        <Button
          isLoading={isStarting}
          disabled={!isSourceSet || active !== null}
          onClick={() => void start()}
        >
          Sync now
        </Button>
      </div>
      {!isSourceSet && <p className={styles.muted}>Save a source above to sync it.</p>}
      {active && <p className={styles.muted}>Run {active.id} is in progress; wait for it.</p>}
      <Announcement message={announcement} />
      {list === false ? (
        <LoadError what="The sync runs" onRetry={() => void load()} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.muted} aria-live="polite">
              {list === null
                ? 'Loading sync runs…'
                : `${String(list.total)} ${list.total === 1 ? 'sync run' : 'sync runs'}`}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              Refresh
            </Button>
          </div>
          <RunsTable runs={list ? list.data : []} isLoading={list === null} />
          <ListPager page={list} pageHref={(target) => `?page=${String(target)}`} />
        </>
      )}
    </section>
  );
}
