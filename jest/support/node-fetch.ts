import { runInThisContext } from 'node:vm';

const names = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
] as const;

/**
 * jsdom has no fetch, so ky cannot reach a real HTTP server from a jsdom test. Node's own fetch
 * lives in the outer (non-sandboxed) context; this borrows it, with its AbortController and
 * AbortSignal because Node's Request rejects jsdom's signals. Returns a function that restores the
 * jsdom globals.
 */
export function installNodeFetch(): () => void {
  const global = globalThis as unknown as Record<string, unknown>;
  const saved = Object.fromEntries(names.map((name) => [name, global[name]]));
  const outer = runInThisContext(`({ ${names.join(', ')} })`) as Record<string, unknown>;
  Object.assign(global, outer);
  return () => {
    Object.assign(global, saved);
  };
}
