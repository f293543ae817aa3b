import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { certificateApplicationsApi } from './api';
import { CertificateApplicationsTable } from './components/certificate-applications-table';
import { CertificateFilters } from './components/certificate-filters';
import { useListQuery } from './use-list-query';
import styles from '../../components/screen-styles.module.css';
import { useApiData } from '../../hooks/use-api-data';

/** Spec §2 /admin/certificate-applications: find and open certificate and attestation requests. */
export default function CertificateApplicationsPage() {
  const location = useLocation();
  const { filters, query, applyFilters, pageHref } = useListQuery();

  const fetchList = useCallback(
    (signal?: AbortSignal) => certificateApplicationsApi.list(query, signal),
    [query],
  );
  const { data: list, load } = useApiData(fetchList);

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Certificate Applications</PageHeading>
      <CertificateFilters key={location.search} filters={filters} onApply={applyFilters} />
      {list === false ? (
        <div role="alert" className={styles.loadError}>
          <p>The certificate applications could not be loaded.</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.intro} aria-live="polite">
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
