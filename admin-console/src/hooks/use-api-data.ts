import { useCallback, useEffect, useState } from 'react';

/**
 * Data a screen loads from the API: `null` while loading, `false` when it failed (the client has
 * already said why), else the response's `data`. Loads on mount and whenever `fetcher` changes
 * (wrap it in useCallback with its inputs), aborting the previous request; `load()` loads again
 * (Try again) and `setData` applies a change the server confirmed.
 */
export function useApiData<T>(fetcher: (signal?: AbortSignal) => Promise<{ data: T } | false>) {
  const [data, setData] = useState<T | null | false>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setData(null);
      const response = await fetcher(signal);
      if (!signal?.aborted) setData(response === false ? false : response.data);
    },
    [fetcher],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { data, setData, load };
}
