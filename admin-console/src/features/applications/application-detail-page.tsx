import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from '@registrar/shared-ui/router';
import {
  apiRequest,
  getApplication,
  useAppDispatch,
  type TApplicationDetail,
} from '@registrar/shared-api';
import { Button, Spinner } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { ApplicationSummary } from './components/application-summary';
import { CopiesTable } from './components/copies-table';
import { DocumentsSection } from './components/documents-section';
import { MessageThread } from '../../components/message-thread';
import { RequestPayments } from '../../components/request-payments';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { StatusChangeForm } from './components/status-change-form';
import { StatusTimeline } from './components/status-timeline';
import { referenceOf } from './reference';
import { applicationStatusChanged } from './store/applications-slice';
import './store/lazy-slices';
import styles from '../../components/request-detail.module.css';
import { useFocusWhenLost } from '../../hooks/use-focus-when-lost';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded' };

/** /admin/applications/:id: one application, its payments, timeline, status changes and messages. */
export default function ApplicationDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const applicationId = Number(id);
  const [application, setApplication] = useState<TApplicationDetail | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  // A status change remounts the form (its button gone): the keyboard goes on from its heading.
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(statusTitleRef, [application?.status]);

  const fetchDetail = useCallback(
    async (signal?: AbortSignal) => {
      setLoad({ state: 'loading' });
      let message = 'The application could not be loaded.';
      const response = await apiRequest(getApplication, {
        params: { id: applicationId },
        signal,
        onFailure: (failure) => {
          if (failure.status === 404) message = failure.message ?? 'No such application.';
        },
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

  const onChanged = (next: TApplicationDetail) => {
    setApplication(next);
    dispatch(
      applicationStatusChanged({ id: next.id, status: next.status, label: next.enums.status }),
    );
  };

  const back = (
    <Link className={styles.back} to={`/admin/applications${listSearch}`}>
      Back to applications
    </Link>
  );

  if (load.state !== 'loaded' || !application) {
    return (
      <section className={styles.page} aria-labelledby="admin-page-title">
        {back}
        <PageHeading>Application</PageHeading>
        {load.state === 'failed' ? (
          <div role="alert" className={styles.inlineError}>
            <p>{load.message}</p>
            <Button variant="secondary" onClick={() => void fetchDetail()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading application" />
        )}
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      {back}
      <PageHeading>Application {referenceOf(application.tracking_id)}</PageHeading>
      <p className={styles.statusLine}>
        Status: <RequestStatusBadge status={application.status} label={application.enums.status} />
      </p>
      <ApplicationSummary application={application} />
      <CopiesTable copies={application.copies} />
      <DocumentsSection application={application} />
      <RequestPayments kind="application" requestId={application.id} />
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
          <StatusChangeForm
            key={application.status}
            application={application}
            onChanged={onChanged}
          />
        </section>
        <section aria-labelledby="timeline-title" className={styles.card}>
          <h2 id="timeline-title" className={styles.cardTitle}>
            Status timeline
          </h2>
          <StatusTimeline history={application.history} />
        </section>
      </div>
      <MessageThread applicationId={application.id} />
    </section>
  );
}
