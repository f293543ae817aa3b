import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from '@registrar/shared-ui/router';
import type { TCertificateApplication } from '@registrar/shared-api';
import { Button, Spinner } from '@registrar/shared-ui';
import { MessageThread } from '../../components/message-thread';
import { PageHeading } from '../../components/page-heading';
import { RequestPayments } from '../../components/request-payments';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { certificateApplicationsApi } from './api';
import { CertificateDocuments } from './components/certificate-documents';
import { CertificateStatusForm } from './components/certificate-status-form';
import { CertificateSummary, CertificateTimeline } from './components/certificate-summary';
import styles from '../../components/request-detail.module.css';
import { useFocusWhenLost } from '../../hooks/use-focus-when-lost';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded' };

/**
 * /admin/certificate-applications/:id: one request, the certificate issued for it, its payments,
 * history, status changes and the message thread with its applicant.
 */
export default function CertificateApplicationDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const applicationId = Number(id);
  const [application, setApplication] = useState<TCertificateApplication | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  // A status change remounts the form (its button gone): the keyboard goes on from its heading.
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(statusTitleRef, [application?.status]);

  const fetchDetail = useCallback(
    async (signal?: AbortSignal) => {
      setLoad({ state: 'loading' });
      let message = 'The certificate application could not be loaded.';
      const response = await certificateApplicationsApi.get(applicationId, signal, (failure) => {
        if (failure.status === 404) message = failure.message ?? 'No such application.';
      });
      if (signal?.aborted) return;
      if (response === false) {
        setLoad({ state: 'failed', message });
        return;
      }
      setApplication(response.data);
      setLoad({ state: 'loaded' });
    },
    [applicationId],
  );

  useEffect(() => {
    if (!Number.isInteger(applicationId) || applicationId <= 0) {
      setLoad({ state: 'failed', message: 'No such application.' });
      return;
    }
    const controller = new AbortController();
    void fetchDetail(controller.signal);
    return () => controller.abort();
  }, [applicationId, fetchDetail]);

  const back = (
    <Link className={styles.back} to={`/admin/certificate-applications${listSearch}`}>
      Back to certificate applications
    </Link>
  );

  if (load.state !== 'loaded' || !application) {
    return (
      <section className={styles.page} aria-labelledby="admin-page-title">
        {back}
        <PageHeading>Certificate application</PageHeading>
        {load.state === 'failed' ? (
          <div role="alert" className={styles.inlineError}>
            <p>{load.message}</p>
            <Button variant="secondary" onClick={() => void fetchDetail()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading the application" />
        )}
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      {back}
      <PageHeading>Certificate application {application.tracking_id}</PageHeading>
      <p className={styles.statusLine}>
        Status: <RequestStatusBadge status={application.status} label={application.enums.status} />
      </p>
      <CertificateSummary application={application} />
      <CertificateDocuments application={application} />
      <RequestPayments kind="certificate_application" requestId={application.id} />
      <div className={styles.columns}>
        <section aria-labelledby="change-status-title" className={styles.card}>
          <h2
            id="change-status-title"
            className={styles.cardTitle}
            ref={statusTitleRef}
            tabIndex={-1}
          >
            Change status
          </h2>
          <CertificateStatusForm
            key={application.status}
            application={application}
            onChanged={setApplication}
          />
        </section>
        <section aria-labelledby="timeline-title" className={styles.card}>
          <h2 id="timeline-title" className={styles.cardTitle}>
            Status timeline
          </h2>
          <CertificateTimeline history={application.history} />
        </section>
      </div>
      <MessageThread kind="certificate_application" applicationId={application.id} />
    </section>
  );
}
