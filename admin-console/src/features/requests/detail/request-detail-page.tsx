import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from '@registrar/shared-ui/router';
import { useAppDispatch } from '@registrar/shared-api';
import { Button, Spinner } from '@registrar/shared-ui';
import { MessageThread } from '../../../components/message-thread';
import { PageHeading } from '../../../components/page-heading';
import { RequestPayments } from '../../../components/request-payments';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../../../components/request-detail.module.css';
import { StatusChangeForm } from '../../../components/status-change';
import { useFocusWhenLost } from '../../../hooks/use-focus-when-lost';
import type { RequestDetail, RequestKind, RequestRow } from '../kind';
import { requestStatusChanged } from '../store/requests-slice';
import '../store/lazy-slices';
import { StatusTimeline } from './status-timeline';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded' };

/**
 * A kind's detail (its list's URL plus the id): the status, the kind's own sections, payments,
 * the status change with the timeline, and the message thread with the applicant.
 */
export function RequestDetailPage<S extends RequestRow, D extends RequestDetail>({
  kind,
}: {
  kind: RequestKind<S, D>;
}) {
  const { id } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const requestId = Number(id);
  const [request, setRequest] = useState<D | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const { singular } = kind.words;
  // A status change remounts the form (its button gone): the keyboard goes on from its heading.
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(statusTitleRef, [request?.status]);

  const fetchDetail = useCallback(
    async (signal?: AbortSignal) => {
      setLoad({ state: 'loading' });
      let message = `The ${singular.toLowerCase()} could not be loaded.`;
      const response = await kind.get(requestId, signal, (failure) => {
        if (failure.status === 404) message = failure.message ?? 'No such application.';
      });
      if (signal?.aborted) return;
      if (response === false) {
        setLoad({ state: 'failed', message });
        return;
      }
      setRequest(response.data);
      setLoad({ state: 'loaded' });
    },
    [kind, requestId, singular],
  );

  useEffect(() => {
    if (!Number.isInteger(requestId) || requestId <= 0) {
      setLoad({ state: 'failed', message: 'No such application.' });
      return;
    }
    const controller = new AbortController();
    void fetchDetail(controller.signal);
    return () => controller.abort();
  }, [requestId, fetchDetail]);

  const onChanged = (next: D) => {
    setRequest(next);
    dispatch(
      requestStatusChanged({
        kind: kind.id,
        id: next.id,
        status: next.status,
        label: next.enums.status,
      }),
    );
  };

  const back = (
    <Link className={styles.back} to={`${kind.path}${listSearch}`}>
      {kind.words.back}
    </Link>
  );

  if (load.state !== 'loaded' || !request) {
    return (
      <section className={styles.page} aria-labelledby="admin-page-title">
        {back}
        <PageHeading>{singular}</PageHeading>
        {load.state === 'failed' ? (
          <div role="alert" className={styles.inlineError}>
            <p>{load.message}</p>
            <Button variant="secondary" onClick={() => void fetchDetail()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label={kind.words.loadingDetail} />
        )}
      </section>
    );
  }

  const reference = request.tracking_id;
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      {back}
      <PageHeading>
        {singular} {reference}
      </PageHeading>
      <p className={styles.statusLine}>
        Status: <RequestStatusBadge status={request.status} label={request.enums.status} />
      </p>
      <kind.Sections request={request} onChanged={onChanged} />
      <RequestPayments kind={kind.ownerKind} requestId={request.id} />
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
            key={request.status}
            choices={kind.nextStatuses[request.status]}
            labels={kind.labels}
            send={(body, onFailure) => kind.changeStatus(request.id, body, onFailure)}
            onChanged={onChanged}
            {...kind.statusFormProps?.(request)}
            confirmMoves={kind.finalMoves}
            confirmTitle={(target) => `Mark ${reference} as ${kind.labels[target]}?`}
          />
        </section>
        <section aria-labelledby="timeline-title" className={styles.card}>
          <h2 id="timeline-title" className={styles.cardTitle}>
            Status timeline
          </h2>
          <StatusTimeline history={request.history} />
        </section>
      </div>
      <MessageThread kind={kind.ownerKind} applicationId={request.id} />
    </section>
  );
}
