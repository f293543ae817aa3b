import {
  APPLICANT_SESSION_HEADER,
  apiRequest,
  listMyApplications,
  type TMyApplications,
} from '@registrar/shared-api';
import { useCallback, useEffect, useRef, useState } from 'react';

export type MyApplicationsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `isRefreshing`: the list is shown while it is read again (after a payment check). */
  | { status: 'ready'; data: TMyApplications; isRefreshing: boolean };

/** Said when the server ends the session without a message of its own. */
export const SESSION_ENDED = 'Your session has ended. Ask for a new code to see your applications.';

/**
 * GET /my-applications with the session's token in its own header. A 401 means the session
 * ended (expired or signed out elsewhere): `onEnded` gets the server's message. Anything else
 * that fails is an error to retry; a list already shown stays while it is read again.
 */
export function useMyApplications(token: string, onEnded: (message: string) => void) {
  const [state, setState] = useState<MyApplicationsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    const controller = new AbortController();
    let endedWith: string | undefined;
    void apiRequest(listMyApplications, {
      credential: { header: APPLICANT_SESSION_HEADER, value: token },
      signal: controller.signal,
      quietFor: [401],
      onFailure: (failure) => {
        if (failure.status === 401) endedWith = failure.message ?? SESSION_ENDED;
      },
    }).then((response) => {
      if (controller.signal.aborted) return;
      if (response) return setState({ status: 'ready', data: response.data, isRefreshing: false });
      if (endedWith !== undefined) return ended.current(endedWith);
      setState((current) =>
        current.status === 'ready' ? { ...current, isRefreshing: false } : { status: 'error' },
      );
    });
    return () => controller.abort();
  }, [token, round]);

  /** Reads the list again, keeping the one shown until the answer comes. */
  const reload = useCallback(() => {
    setState((current) =>
      current.status === 'ready' ? { ...current, isRefreshing: true } : { status: 'loading' },
    );
    setRound((value) => value + 1);
  }, []);

  return { state, reload };
}
