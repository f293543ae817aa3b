import { apiRequest, verifyDocument, type TVerifiedDocument } from '@registrar/shared-api';
import { useCallback, useEffect, useState } from 'react';

/** What the page shows for a code: each answer of GET /verify/:code has its own state. */
export type Verification =
  | { state: 'loading' }
  | { state: 'found'; document: TVerifiedDocument }
  | { state: 'unknown' }
  | { state: 'rate-limited' }
  | { state: 'failed' };

/**
 * Looks a code up. The call is silent: every outcome is the page's content (an unknown code is an
 * answer, not an error), so no toast repeats what the page already says.
 */
export function useVerification(code: string): { result: Verification; retry: () => void } {
  const [result, setResult] = useState<Verification>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let status: number | undefined;
    setResult({ state: 'loading' });
    void apiRequest(verifyDocument, {
      params: { code },
      signal: controller.signal,
      isSilent: true,
      onFailure: (failure) => {
        status = failure.status;
      },
    }).then((response) => {
      if (controller.signal.aborted) return;
      if (response !== false) setResult({ state: 'found', document: response.data });
      else if (status === 404 || status === 422) setResult({ state: 'unknown' });
      else if (status === 429) setResult({ state: 'rate-limited' });
      else setResult({ state: 'failed' });
    });
    return () => controller.abort();
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { result, retry };
}
