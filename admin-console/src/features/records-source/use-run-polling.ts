import { useEffect, useRef } from 'react';
import type { TSyncRun } from '@registrar/shared-api';
import { recordsSourceApi } from './api';
import { isActive } from './labels';

/** How often a run the server works on is asked for again (tests shorten it). */
export const runPolling = { intervalMs: 2000 };

/**
 * While `run` is reading or applying, asks the server for it every `runPolling.intervalMs` and
 * hands each answer to `onUpdate`, until it settles or the screen goes. A failed poll is silent
 * and tried again at the next tick.
 */
export function useRunPolling(run: TSyncRun | null, onUpdate: (run: TSyncRun) => void) {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  const id = run && isActive(run) ? run.id : null;

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const response = await recordsSourceApi.run(id, {
        signal: controller.signal,
        isSilent: true,
      });
      if (controller.signal.aborted) return;
      if (response !== false) latest.current(response.data);
      if (response === false || isActive(response.data)) schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => void tick(), runPolling.intervalMs);
    };
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);
}
