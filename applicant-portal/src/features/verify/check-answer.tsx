import type { RequestFailure } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadError, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { useInstitution } from '../../app/institution-context';

/** Where a check of something the visitor gives (a PDF, a credential) stands. */
export type CheckState<R> =
  | { state: 'choosing'; error?: string }
  | { state: 'checking' }
  | { state: 'checked'; result: R }
  | { state: 'rate-limited' }
  | { state: 'failed' };

/**
 * Runs a silent check request and says where the check stands after it: the answer, or the
 * refusal on the field (`fieldError` names it by status, given the failure), or that the
 * visitor checked too often, or that the check failed.
 */
export async function settleCheck<R>(
  request: (onFailure: (failure: RequestFailure) => void) => Promise<{ data: R } | false>,
  fieldError: (failure: RequestFailure) => string | undefined,
): Promise<CheckState<R>> {
  let failure: RequestFailure = {};
  const response = await request((answered) => {
    failure = answered;
  });
  if (response !== false) return { state: 'checked', result: response.data };
  const error = fieldError(failure);
  if (error) return { state: 'choosing', error };
  return failure.status === 429 ? { state: 'rate-limited' } : { state: 'failed' };
}

/** Whether the check has an answer to show in place of the page. */
export const hasAnswer = ({ state }: CheckState<unknown>) =>
  state === 'checked' || state === 'rate-limited' || state === 'failed';

/**
 * The answer to a check, in place of the page, with the way to check another. The answer
 * replaces the form the focus was in: the focus moves to the answer's heading.
 */
export function CheckAnswer<R>({
  checker: { check, retry, reset },
  againLabel,
  children,
}: {
  checker: { check: CheckState<R>; retry: () => void; reset: () => void };
  againLabel: string;
  children: (result: R) => ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = region.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [check]);
  return (
    <div ref={region}>
      {check.state === 'checked' && children(check.result)}
      {check.state === 'rate-limited' && (
        <>
          <h1 className={styles.title}>Too many checks</h1>
          <Notice title="Please try again later" variant="warning" role="alert">
            <p>
              Too many documents were checked from your connection in a short time. Wait a minute,
              then try again.
            </p>
          </Notice>
        </>
      )}
      {check.state === 'failed' && (
        <>
          <h1 className={styles.title}>Checking the document</h1>
          <LoadError what="the result of this check" onRetry={retry} />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reset}>
          {againLabel}
        </Button>
      </div>
    </div>
  );
}

/** An answer that the document cannot be relied on: its heading, then why, as an alert. */
export function Untrusted({
  heading,
  title,
  children,
}: {
  heading: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={styles.title}>{heading}</h1>
      <Notice title={title} variant="error" role="alert">
        {children}
      </Notice>
    </>
  );
}

/** The answer for a file or credential without the institution's signature. */
export function NotIssued({ children }: { children: ReactNode }) {
  const { name } = useInstitution();
  return (
    <Untrusted heading={`Not issued by ${name}`} title={`No signature of ${name}`}>
      {children}
    </Untrusted>
  );
}

/** The answer for a file or credential the institution signed, altered since. */
export function ChangedSince({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Untrusted heading={`This ${what} has been changed`} title="Changed after it was issued">
      {children}
    </Untrusted>
  );
}
