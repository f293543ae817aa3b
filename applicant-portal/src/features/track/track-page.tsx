import type { TTrackedCertificateApplication } from '@registrar/shared-api';
import { apiRequest } from '@registrar/shared-api/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { LoadingState } from '../../components/notice';
import {
  loadContract,
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
const TrackedCertificateApplication = lazy(() =>
  import('./tracked-certificate-application').then((module) => ({
    default: module.TrackedCertificateApplication,
  })),
);

const NOT_FOUND = 'We could not find an application with this reference';

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
  // A reference the transcript lookup does not know may be a certificate application's.
  const [certificate, setCertificate] = useState<TTrackedCertificateApplication>();
  const [isLookingUpCertificate, setIsLookingUpCertificate] = useState(false);

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    const { signal } = controller;
    setNotFound(undefined);
    setCertificate(undefined);
    setIsLookingUpCertificate(false);
    // Not found: said on the field, without a toast (as an unknown matric number is).
    const lookUpCertificate = async () => {
      setIsLookingUpCertificate(true);
      const { trackCertificateApplication } = await loadContract();
      let missed = false;
      const response = await apiRequest(trackCertificateApplication, {
        params: { reference },
        query: {},
        signal,
        quietFor: [404],
        onFailure: (failure) => (missed = failure.status === 404),
      });
      if (signal.aborted) return;
      setIsLookingUpCertificate(false);
      if (response) return setCertificate(response.data);
      if (missed) setNotFound(NOT_FOUND);
    };
    let isMiss = false;
    void dispatch(
      trackApplication(reference, {
        signal,
        quietFor: [404],
        onFailure: (failure) => {
          if (failure.status === 404) isMiss = true;
          else if (failure.status === 422) setNotFound(NOT_FOUND);
        },
      }),
    ).then(() => {
      if (isMiss && !signal.aborted) void lookUpCertificate();
    });
    return () => controller.abort();
  }, [reference, dispatch]);

  const isLoading = trackStatus === 'loading' || isLookingUpCertificate;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Track an application</h1>
      <p className={styles.lead}>
        Enter the reference you received when you applied to see where your transcript, certificate
        or attestation is.
      </p>
      <TrackForm
        key={reference}
        defaultReference={reference}
        notFound={notFound}
        isLoading={isLoading}
        onSubmit={(value) => setParams({ reference: value })}
      />
      <p className={styles.hint}>
        Lost your reference? <Link to="/my-applications">Find your applications</Link> with a code
        sent to the email you applied or paid with.
      </p>
      {reference && isLoading && <LoadingState label="Finding your application" />}
      {reference && trackStatus === 'ready' && trackedApplication && (
        <Suspense fallback={<LoadingState label="Finding your application" />}>
          <TrackedApplication application={trackedApplication} />
        </Suspense>
      )}
      {reference && !isLoading && certificate && (
        <Suspense fallback={<LoadingState label="Finding your application" />}>
          <TrackedCertificateApplication application={certificate} onDetails={setCertificate} />
        </Suspense>
      )}
    </article>
  );
}
