import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@registrar/shared-ui/router';
import {
  SYNC_ROW_KINDS,
  type TSyncRow,
  type TSyncRowKind,
  type TSyncRun,
} from '@registrar/shared-api';
import { notifyAdmin, Select } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { LoadError } from '../../../components/load-error';
import { ListPager } from '../../../components/pager';
import { useApiData } from '../../../hooks/use-api-data';
import { pageParam } from '../../../hooks/use-search-page';
import { recordsSourceApi } from '../api';
import { canDecide, ROW_KIND_ORDER, rowKindLabels } from '../labels';
import styles from '../records-source.module.css';
import { rowColumns } from './rows-table';

const isKind = (value: string | null): value is TSyncRowKind =>
  (SYNC_ROW_KINDS as readonly (string | null)[]).includes(value);

export interface RunRowsProps {
  run: TSyncRun;
  /** A conflict was decided: the run's counts changed. */
  onDecided: () => void;
}

/**
 * A run's diff row by row, filtered by kind (`?kind=`, all but the unchanged by default) and
 * paged (`?page=`); conflicts are decided here.
 */
export function RunRows({ run, onDecided }: RunRowsProps) {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = pageParam(params.get('page'));
  const [decidedSeq, setDecidedSeq] = useState<number | null>(null);
  const [busySeq, setBusySeq] = useState<number | null>(null);
  const { id: runId, status } = run;
  const isRead = status !== 'diffing';

  // Read again whenever the run moves on (ready, applied: rows are written).
  const fetchRows = useCallback(
    (signal?: AbortSignal) =>
      status === 'diffing'
        ? Promise.resolve({ data: null })
        : recordsSourceApi.rows(runId, kind, page, signal),
    [runId, status, kind, page],
  );
  const { data: list, setData: setList, load } = useApiData(fetchRows);

  const decide = useCallback(
    async (row: TSyncRow, keep: 'source' | 'local') => {
      setBusySeq(row.seq);
      const response = await recordsSourceApi.decide(runId, row.seq, keep);
      setBusySeq(null);
      if (response === false) return;
      const who = row.name ?? row.matric_number ?? `row ${String(row.seq)}`;
      notifyAdmin(
        'success',
        keep === 'local' ? `Kept the record of ${who}` : `Took the source's values for ${who}`,
      );
      setDecidedSeq(row.seq);
      setList((current) =>
        current
          ? { ...current, data: current.data.map((r) => (r.seq === row.seq ? response.data : r)) }
          : current,
      );
      onDecided();
    },
    [runId, setList, onDecided],
  );

  const hasConflicts = kind === undefined || kind === 'conflict';
  const isDecidable = canDecide(run);
  const columns = useMemo(
    () =>
      rowColumns(
        hasConflicts
          ? {
              canDecide: isDecidable,
              decidedSeq,
              busySeq,
              onDecide: (row, keep) => void decide(row, keep),
            }
          : null,
      ),
    [hasConflicts, isDecidable, decidedSeq, busySeq, decide],
  );
  const rows = useMemo(
    () => (list ? list.data.map((row) => ({ ...row, id: row.seq })) : []),
    [list],
  );

  const options = ROW_KIND_ORDER.map((value) => ({
    value,
    label: `${rowKindLabels[value]} (${String(run.counts[value])})`,
  }));
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return (
    <section className={styles.panel} aria-labelledby="records-sync-rows-title">
      <h2 id="records-sync-rows-title" className={styles.title}>
        Rows of this sync
      </h2>
      <div className={styles.filter}>
        <Select
          id="records-sync-row-kind"
          label="Show"
          placeholder="All but unchanged"
          options={options}
          value={kind ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? { kind: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {!isRead && (
        <p className={styles.muted}>The rows are listed once the source has been read.</p>
      )}
      {isRead && list === false && (
        <LoadError what="The rows of this sync" onRetry={() => void load()} />
      )}
      {isRead && list !== false && (
        <>
          <ListTable
            caption="Rows of this sync"
            columns={columns}
            data={rows}
            isLoading={list === null}
            emptyMessage={
              kind
                ? `No ${rowKindLabels[kind].toLowerCase()} rows`
                : 'Nothing to change: every row is unchanged'
            }
          />
          <ListPager page={list} pageHref={pageHref} />
        </>
      )}
    </section>
  );
}
