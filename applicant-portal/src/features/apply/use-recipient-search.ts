import { apiRequest, searchRecipientDirectory, type TRecipient } from '@registrar/shared-api';
import { useDebouncedAnswer } from '../../components/use-debounced-answer';

/** How long the search text must stay unchanged before the directory is asked. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 250;

export type RecipientSearch =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; receivers: TRecipient[] };

/** The directory's answer for `search` (null: it failed). Quiet: the picker says it on the page. */
const searchDirectory = async (search: string, signal?: AbortSignal) => {
  const response = await apiRequest(searchRecipientDirectory, {
    query: search === '' ? {} : { search },
    signal,
    isSilent: true,
  });
  return response ? response.data : null;
};

/**
 * The directory's receivers whose names hold the words of `search` (GET /recipient-directory),
 * once per change after a short pause. `null`: no search (the list is closed).
 */
export function useRecipientSearch(search: string | null): RecipientSearch {
  const state = useDebouncedAnswer(
    search === null ? null : search.trim(),
    RECIPIENT_SEARCH_DEBOUNCE_MS,
    searchDirectory,
  );
  if (state.status !== 'done') return state;
  return state.answer ? { status: 'ready', receivers: state.answer } : { status: 'failed' };
}

/**
 * A saved copy's receiver, found again by its name: null when it is no longer offered (or no
 * longer so named), undefined when the directory could not be asked.
 */
export async function findReceiver(
  id: number,
  name: string,
): Promise<TRecipient | null | undefined> {
  const receivers = await searchDirectory(name);
  if (receivers === null) return undefined;
  return receivers.find((receiver) => receiver.id === id) ?? null;
}
