import { useCallback, useState } from 'react';
import type { TListMailResponse, TMailMessage } from '@registrar/shared-api';
import { Button, notifyAdmin } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ListPager } from '../../components/pager';
import screenStyles from '../../components/screen-styles.module.css';
import { mailApi } from './api';
import { MailFilters } from './components/mail-filters';
import { MailTable } from './components/mail-table';
import { RetryModal } from './components/retry-modal';
import styles from './mail.module.css';
import { useMailFilters } from './use-mail-filters';
import { useApiData } from '../../hooks/use-api-data';
import { LoadError } from '../../components/load-error';

type MailPage = TListMailResponse['data'];

/**
 * /admin/mail (not in the spec's sidebar): every email of the outbox, queued, sending,
 * sent or failed, with the last error; a sent one downloads as .eml, a failed one can be queued
 * again after confirming.
 */
export default function MailPage() {
  const { query, draft, isFiltered, applyFilters, pageHref } = useMailFilters();
  const [retrying, setRetrying] = useState<TMailMessage | null>(null);

  const fetchList = useCallback((signal?: AbortSignal) => mailApi.list(query, signal), [query]);
  const { data: list, setData: setList, load } = useApiData(fetchList);

  const retry = async (message: TMailMessage) => {
    const response = await mailApi.retry(message.id);
    if (response === false) return false;
    notifyAdmin('success', `Email to ${message.to} queued again`);
    setList((current) =>
      current
        ? { ...current, data: current.data.map((m) => (m.id === message.id ? response.data : m)) }
        : current,
    );
    return true;
  };

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Emails</PageHeading>
      <p className={screenStyles.intro}>
        Every email the registry sends (submission, payment received, status changes, messages,
        documents), newest first. Failed ones say why and can be queued again.
      </p>
      <MailFilters key={JSON.stringify(draft)} filters={draft} onApply={applyFilters} />
      {list === false ? (
        <LoadError what="The emails" onRetry={() => void load()} />
      ) : (
        <>
          <div className={screenStyles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {list === null
                ? 'Loading emails…'
                : `${String(list.total)} ${list.total === 1 ? 'email' : 'emails'}`}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              Refresh
            </Button>
          </div>
          <MailTable
            messages={list ? list.data : []}
            isLoading={list === null}
            emptyMessage={isFiltered ? 'No email matches these filters' : 'No emails yet'}
            onDownload={(message) => void mailApi.downloadEml(message.id)}
            onRetry={setRetrying}
          />
          <ListPager page={list} pageHref={pageHref} />
        </>
      )}
      <RetryModal message={retrying} onClose={() => setRetrying(null)} onConfirm={retry} />
    </section>
  );
}
