import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styles from '../../components/page.module.css';
import { LoadingState } from '../../components/notice';
import {
  selectApplicationState,
  trackApplication,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { TrackForm } from './track-form';

// Shown once an application is found: loaded then, with the contract it renders from.
const TrackedApplication = lazy(() =>
  import('./tracked-application').then((module) => ({ default: module.TrackedApplication })),
);

/**
 * /track?reference=…: the reference lives in the URL so a tracked application can be bookmarked
 * and the confirmation page can link straight to it.
 */
export default function TrackPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  const { trackStatus, trackedApplication } = useAppSelector(selectApplicationState);
  const [notFound, setNotFound] = useState<string>();

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    setNotFound(undefined);
    void dispatch(
      trackApplication(reference, {
        signal: controller.signal,
        onFailure: (failure) => {
          if (failure.status === 404 || failure.status === 422)
            setNotFound('We could not find an application with this reference');
        },
      }),
    );
    return () => controller.abort();
  }, [reference, dispatch]);

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Track an application</h1>
      <p className={styles.lead}>
        Enter the reference you received when you applied to see where your transcript is.
      </p>
      <TrackForm
        key={reference}
        defaultReference={reference}
        notFound={notFound}
        isLoading={trackStatus === 'loading'}
        onSubmit={(value) => setParams({ reference: value })}
      />
      {reference && trackStatus === 'loading' && <LoadingState label="Finding your application" />}
      {reference && trackStatus === 'ready' && trackedApplication && (
        <Suspense fallback={<LoadingState label="Finding your application" />}>
          <TrackedApplication application={trackedApplication} />
        </Suspense>
      )}
    </article>
  );
}
