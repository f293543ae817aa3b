import { useCallback } from 'react';
import { Spinner } from '@registrar/shared-ui';
import { LoadError } from '../../components/load-error';
import { PageHeading } from '../../components/page-heading';
import screenStyles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';
import { recordsSourceApi } from './api';
import { ServerSetup } from './components/server-setup';
import { SourceCheck } from './components/source-check';
import { SourceForm } from './components/source-form';
import { SyncRuns } from './components/sync-runs';
import styles from './records-source.module.css';

/**
 * /admin/records-source (administrators): where graduate records come from (the student records
 * system's feed or a file), its schedule and health, and the syncs: each reads the source into a
 * preview that an administrator applies or discards (docs/records-source.md).
 */
export default function RecordsSourcePage() {
  const fetchSource = useCallback((signal?: AbortSignal) => recordsSourceApi.get(signal), []);
  const { data: source, setData: setSource, load } = useApiData(fetchSource);

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Records source</PageHeading>
      <p className={screenStyles.intro}>
        Graduate records can be kept in step with the institution’s student records system, read
        from its HTTP feed or from a file it exports. Names, emails and matric numbers corrected by
        hand are never overwritten silently: where both sides changed them, you decide.
      </p>
      {source === false && <LoadError what="The records source" onRetry={() => void load()} />}
      {source === null && <Spinner label="Loading the records source" />}
      {source && (
        <div className={styles.layout}>
          <section className={styles.panel} aria-labelledby="records-source-settings-title">
            <h2 id="records-source-settings-title" className={styles.title}>
              Source
            </h2>
            <SourceForm source={source} onSaved={setSource} />
            <SourceCheck isSourceSet={source.kind !== 'none'} />
          </section>
          <section className={styles.panel} aria-labelledby="records-source-server-title">
            <h2 id="records-source-server-title" className={styles.title}>
              On the server
            </h2>
            <ServerSetup source={source} />
          </section>
        </div>
      )}
      {source && <SyncRuns isSourceSet={source.kind !== 'none'} />}
    </section>
  );
}
