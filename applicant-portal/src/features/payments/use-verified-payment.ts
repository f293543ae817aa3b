import { apiRequest, verifyPayment, type TPublicPayment } from '@registrar/shared-api';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Waits between re-checks of a pending payment (backoff); then the page stops asking. */
export const verifyPolling = { delaysMs: [2000, 4000, 8000] };

export type VerifiedPayment =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** `isChecking`: a pending payment is still being re-checked automatically. */
  | { status: 'ready'; payment: TPublicPayment; isChecking: boolean };

/**
 * POST /payments/reference/:reference/verify: the server asks the provider, settles once and
 * answers its status (idempotent, so re-checking a pending payment is safe). A pending answer is
 * re-checked a few times with growing waits before the page says to come back later. With the
 * payer's `email` the answer is the full payment; without it, the redacted one.
 */
export function useVerifiedPayment(reference: string, email?: string) {
  const [state, setState] = useState<VerifiedPayment>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const shown = useRef<TPublicPayment | null>(null);

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      let status: number | undefined;
      const response = await apiRequest(verifyPayment, {
        params: { reference },
        query: email ? { email } : {},
        signal: controller.signal,
        // Re-checks run in the background: a hiccup there keeps the last answer, silently.
        isSilent: attempt > 0,
        onFailure: (failure) => {
          status = failure.status;
        },
      });
      if (controller.signal.aborted) return;
      if (!response) {
        if (shown.current)
          return setState({ status: 'ready', payment: shown.current, isChecking: false });
        return setState({
          status: status === 404 || status === 422 ? 'not-found' : 'error',
        });
      }
      const payment = response.data;
      shown.current = payment;
      const delay = verifyPolling.delaysMs[attempt];
      const isChecking = payment.status === 'pending' && delay !== undefined;
      setState({ status: 'ready', payment, isChecking });
      if (isChecking) timer = setTimeout(() => void check(attempt + 1), delay);
    };
    void check(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [reference, email, round]);

  /** Ask again (after an error, or after the automatic re-checks gave up). */
  const recheck = useCallback(() => {
    setState((current) =>
      current.status === 'ready' ? { ...current, isChecking: true } : { status: 'loading' },
    );
    setRound((value) => value + 1);
  }, []);

  return { state, recheck };
}
