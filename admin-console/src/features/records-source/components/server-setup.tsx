import { formatInstitutionTime, type TRecordsSource } from '@registrar/shared-api';
import facts from '../../../components/facts.module.css';
import styles from '../records-source.module.css';

/**
 * What the server itself must be given (environment variables, not settings of this screen): the
 * feed's token and the drop folder, each said plainly when missing, and when the schedule runs next.
 */
export function ServerSetup({ source }: { source: TRecordsSource }) {
  return (
    <dl className={`${facts.facts} ${styles.setup}`}>
      <dt>Feed token</dt>
      <dd>
        {source.token_configured ? (
          'Set on the server.'
        ) : (
          <>
            <span className={styles.missing}>Not set.</span> An HTTP feed needs the token the
            records system gave you: set <code>RECORDS_SOURCE_TOKEN</code> to it on the server, or
            put it on the first line of a file and set <code>RECORDS_SOURCE_TOKEN_FILE</code> to
            that file’s path (the file is read again when the feed refuses a token, so it can be
            renewed without a restart). Then restart the server and the worker.
          </>
        )}
      </dd>
      <dt>Drop folder</dt>
      <dd>
        {source.drop_dir_configured ? (
          'Set on the server: enter a file name in it.'
        ) : (
          <>
            <span className={styles.missing}>Not set.</span> To read a file put on the server, set{' '}
            <code>RECORDS_DROP_DIR</code> to the folder’s path and restart the server and the
            worker. A file at an http(s) address needs no folder.
          </>
        )}
      </dd>
      <dt>Next scheduled sync</dt>
      <dd>
        {source.next_run_at
          ? formatInstitutionTime(source.next_run_at)
          : 'None: no schedule is set.'}
      </dd>
      {source.updated_at && (
        <>
          <dt>Settings saved</dt>
          <dd>{formatInstitutionTime(source.updated_at)}</dd>
        </>
      )}
    </dl>
  );
}
