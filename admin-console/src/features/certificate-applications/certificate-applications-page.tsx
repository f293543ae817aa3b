import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { TCertificateApplicationSummary, TPaginated } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { certificateApplicationsApi } from './api';
import { CertificateApplicationsTable } from './components/certificate-applications-table';
import { CertificateFilters } from './components/certificate-filters';
import { useListQuery } from './use-list-query';
import styles from './certificate-applications-page.module.css';

type Page = TPaginated<TCertificateApplicationSummary>;

/** Spec §2 /admin/certificate-applications: find and open certificate and attestation requests. */
export default function CertificateApplicationsPage() {
  const location = useLocation();
  const { filters, query, applyFilters, pageHref } = useListQuery();
  const [list, setList] = useState<Page | null | false>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setList(null);
      const response = await certificateApplicationsApi.list(query, signal);
      if (!signal?.aborted) setList(response === false ? false : response.data);
    },
    [query],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Certificate Applications</PageHeading>
      <CertificateFilters key={location.search} filters={filters} onApply={applyFilters} />
      {list === false ? (
        <div role="alert" className={styles.error}>
          <p>The certificate applications could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            {list
              ? `${String(list.total)} ${list.total === 1 ? 'application' : 'applications'}, newest first`
              : 'Loading certificate applications…'}
          </p>
          <CertificateApplicationsTable
            applications={list ? list.data : []}
            isLoading={list === null}
            listSearch={location.search}
          />
          {list && (
            <Pager
              links={list.links}
              currentPage={list.current_page}
              lastPage={list.last_page}
              pageHref={pageHref}
            />
          )}
        </>
      )}
    </section>
  );
}
