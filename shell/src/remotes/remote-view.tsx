import { Spinner } from '@registrar/shared-ui';
import { type ReactNode, Suspense, useReducer } from 'react';
import { useLocation } from '@registrar/shared-ui/router';
import type { RemoteId } from '../app/routes';
import { useRemoteComponents } from './remote-components';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-view.module.css';
import type { RemoteComponentProps } from './types';

/**
 * Renders one exposed remote module: loading state, then the module, or a retryable error (in
 * `errorFrame` when the remote draws the whole page, as the admin console does).
 */
export function RemoteView({
  id,
  errorFrame,
  ...props
}: { id: RemoteId; errorFrame?: (error: ReactNode) => ReactNode } & RemoteComponentProps) {
  const registry = useRemoteComponents();
  const { pathname } = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const Remote = registry.get(id);

  // A failed load is forgotten at once, so Retry, or coming back to this part later, loads again.
  const forget = () => registry.reset(id);
  const retry = () => {
    forget();
    rerender();
  };

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onError={forget}
      onRetry={retry}
      errorFrame={errorFrame}
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label="Loading this part of the service" />
          </div>
        }
      >
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
