import { apiRequest, describeDocumentLink, type TDocumentLinkSummary } from '@registrar/shared-api';
import { useCallback, useEffect, useState } from 'react';

/** What the page shows for a link: each answer of GET /documents/:token/about has its own state. */
export type DocumentLinkState =
  | { state: 'loading' }
  | { state: 'ready'; link: TDocumentLinkSummary }
  | { state: 'unusable'; message: string }
  | { state: 'failed' };

const NOT_VALID = 'This download link is not valid.';

/**
 * Reads what an emailed link delivers. Silent: a link that no longer works is the page's
 * answer (the server says why: expired, used up, replaced, revoked), not a toast.
 */
export function useDocumentLink(token: string) {
  const [result, setResult] = useState<DocumentLinkState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    let failure: { status?: number; message?: string } = {};
    // A link already shown stays on screen while it is read again (after a download).
    setResult((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    void apiRequest(describeDocumentLink, {
      params: { token },
      signal: controller.signal,
      isSilent: true,
      onFailure: (answered) => {
        failure = answered;
      },
    }).then((response) => {
      if (controller.signal.aborted) return;
      if (response !== false) return setResult({ state: 'ready', link: response.data });
      const { status, message } = failure;
      if (status === 404 || status === 410 || status === 422)
        return setResult({ state: 'unusable', message: message ?? NOT_VALID });
      setResult({ state: 'failed' });
    });
    return () => controller.abort();
  }, [token, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { result, reload };
}
