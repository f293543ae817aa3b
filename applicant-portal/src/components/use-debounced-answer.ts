import { useEffect, useState } from 'react';

export type DebouncedAnswer<Answer> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; answer: Answer };

/**
 * The answer of `ask` for `key`, asked once `key` has stayed the same for `delayMs` (typing in a
 * field): a newer key aborts the request in flight, and until the answer for this very key
 * arrives the state is 'loading'. `null`: nothing to ask. `ask` answers whatever the request
 * gave (a failure included) and must be a stable function.
 */
export function useDebouncedAnswer<Answer>(
  key: string | null,
  delayMs: number,
  ask: (key: string, signal: AbortSignal) => Promise<Answer>,
): DebouncedAnswer<Answer> {
  const [state, setState] = useState<{ key: string; answer: Answer } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void ask(key, controller.signal).then((answer) => {
        if (!controller.signal.aborted) setState({ key, answer });
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs, ask]);

  if (key === null) return { status: 'idle' };
  return state?.key === key ? { status: 'done', answer: state.answer } : { status: 'loading' };
}
