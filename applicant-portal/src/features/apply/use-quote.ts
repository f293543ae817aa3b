import {
  apiRequest,
  quoteApplication,
  type TApplicationQuote,
  type TSubmitApplicationCopy,
} from '@registrar/shared-api';
import { useEffect, useState } from 'react';

/** How long the copies must stay unchanged before they are priced (typing in a field). */
export const QUOTE_DEBOUNCE_MS = 300;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: TApplicationQuote }
  /** 422: the server's field errors, keyed 'copies.<i>.<field>'. */
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'failed' };

/**
 * Prices `copies` with POST /applications/quote (the server prices exactly as on submit), once per
 * change after a short pause; a newer change aborts the request in flight. Quiet: a failed quote
 * shows no toast, the caller says on the page that the fees are not available. `null` = nothing
 * to price yet.
 */
export function useQuote(copies: TSubmitApplicationCopy[] | null): QuoteState {
  const key = copies && copies.length > 0 ? JSON.stringify(copies) : null;
  const [state, setState] = useState<{ key: string | null; value: QuoteState }>({
    key: null,
    value: { status: 'idle' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      let failure: QuoteState = { status: 'failed' };
      void apiRequest(quoteApplication, {
        body: { copies: JSON.parse(key) as TSubmitApplicationCopy[] },
        signal: controller.signal,
        isSilent: true,
        onFailure: ({ status, errors }) => {
          if (status === 422 && errors) failure = { status: 'invalid', errors };
        },
      }).then((response) => {
        if (controller.signal.aborted) return;
        setState({ key, value: response ? { status: 'ready', quote: response.data } : failure });
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  if (key === null) return { status: 'idle' };
  // Until the answer for these exact copies arrives, the previous one is out of date.
  return state.key === key ? state.value : { status: 'loading' };
}

/** The quote's messages for copy `index`, by field ('format' → ['This format is not offered…']). */
export const copyErrors = (state: QuoteState, index: number): Record<string, string> => {
  if (state.status !== 'invalid') return {};
  const prefix = `copies.${String(index)}.`;
  return Object.fromEntries(
    Object.entries(state.errors).flatMap(([path, [message]]) =>
      path.startsWith(prefix) && message ? [[path.slice(prefix.length), message]] : [],
    ),
  );
};
