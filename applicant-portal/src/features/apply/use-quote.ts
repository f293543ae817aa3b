import {
  apiRequest,
  quoteApplication,
  type TApplicationQuote,
  type TSubmitApplicationCopy,
} from '@registrar/shared-api';
import { useDebouncedAnswer } from '../../components/use-debounced-answer';

/** How long the copies must stay unchanged before they are priced (typing in a field). */
export const QUOTE_DEBOUNCE_MS = 300;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: TApplicationQuote }
  /** 422: the server's field errors, keyed 'copies.<i>.<field>'. */
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'failed' };

/** The server's quote of `key`'s copies, or what its failure said (quiet: no toast). */
const askQuote = async (key: string, signal: AbortSignal): Promise<QuoteState> => {
  let failure: QuoteState = { status: 'failed' };
  const response = await apiRequest(quoteApplication, {
    body: { copies: JSON.parse(key) as TSubmitApplicationCopy[] },
    signal,
    isSilent: true,
    onFailure: ({ status, errors }) => {
      if (status === 422 && errors) failure = { status: 'invalid', errors };
    },
  });
  return response ? { status: 'ready', quote: response.data } : failure;
};

/**
 * Prices `copies` with POST /applications/quote (the server prices exactly as on submit), once per
 * change after a short pause; a newer change aborts the request in flight. Quiet: a failed quote
 * shows no toast, the caller says on the page that the fees are not available. `null` = nothing
 * to price yet.
 */
export function useQuote(copies: TSubmitApplicationCopy[] | null): QuoteState {
  const key = copies && copies.length > 0 ? JSON.stringify(copies) : null;
  const state = useDebouncedAnswer(key, QUOTE_DEBOUNCE_MS, askQuote);
  // Until the answer for these exact copies arrives, the previous one is out of date.
  return state.status === 'done' ? state.answer : state;
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
