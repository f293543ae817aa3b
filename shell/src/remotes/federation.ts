import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadSharedApi } from './provided-shared';
import type { Fetcher } from '../branding/load-institution';
import { parseRemotesDocument, REMOTES_URL, type RemoteEntry } from './remote-config';
import { isFailedRemoteModule, RemoteLoadError } from './remote-errors';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import type { LoadRemoteComponent, RemoteComponent } from './types';

type Options = { fetcher?: Fetcher; origin?: string; remotesUrl?: string };

/**
 * The real remote loader. The MF instance is the one the ModuleFederationPlugin's runtime created
 * for the `shell` build (which has no static remotes); remotes are registered at run time from
 * /remotes.json, so a remote is redeployed or moved without rebuilding the shell.
 */
export function createFederatedLoader({
  fetcher = (url, init) => fetch(url, init),
  origin = window.location.origin,
  remotesUrl = REMOTES_URL,
}: Options = {}): LoadRemoteComponent {
  registerPlugins([remoteFallbackPlugin()]);
  const registered = new Map<string, string>();
  const failedRemotes = new Set<string>();
  let registration: Promise<void> | undefined;

  const fetchRemotes = async (): Promise<RemoteEntry[]> => {
    const response = await fetcher(remotesUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`GET ${remotesUrl} answered ${response.status}`);
    return parseRemotesDocument(await response.json(), origin);
  };

  /** Registers remotes that are new or whose entry changed (force replaces a failed one). */
  const register = (remotes: RemoteEntry[]) => {
    const changed = remotes.filter((remote) => registered.get(remote.name) !== remote.entry);
    if (changed.length === 0) return;
    registerRemotes(changed, { force: registered.size > 0 });
    for (const remote of changed) registered.set(remote.name, remote.entry);
  };

  // Registered once; a failed attempt is forgotten so the next load (Retry) fetches it again.
  const ensureRegistered = () => {
    registration ??= fetchRemotes()
      .then(register)
      .catch((error: unknown) => {
        registration = undefined;
        throw error;
      });
    return registration;
  };

  // After a remote failed, the next attempt re-reads /remotes.json first: the operator may have
  // pointed it elsewhere meanwhile. If that read fails, the known entry is tried again.
  const refreshAfterFailure = async () => {
    try {
      register(await fetchRemotes());
    } catch {
      // keep the current registration
    }
  };

  // Fetch /remotes.json now, in parallel with the branding request; a failure is retried (and
  // reported) by the first load below.
  ensureRegistered().catch(() => undefined);

  const load: LoadRemoteComponent = async (id) => {
    const remoteName = id.slice(0, id.indexOf('/'));
    // Every admin screen needs the contract: fetch it beside the remote, not after it.
    if (remoteName === 'admin_console') loadSharedApi().catch(() => undefined);
    try {
      await ensureRegistered();
      if (failedRemotes.has(remoteName)) await refreshAfterFailure();
      const module = await loadRemote<{ default?: RemoteComponent }>(id);
      if (isFailedRemoteModule(module)) throw module.error;
      if (typeof module?.default !== 'function') throw new Error(`${id} has no default export`);
      failedRemotes.delete(remoteName);
      return module.default;
    } catch (error) {
      failedRemotes.add(remoteName);
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, { cause: error });
    }
  };

  // One load per module at a time: bootstrap starts the current page's remote before the first
  // render (in parallel with the branding request) and the route's React.lazy joins that load.
  // A failure is not kept, so Retry, or the render after a failed early start, loads again.
  const inflight = new Map<string, ReturnType<LoadRemoteComponent>>();
  return (id) => {
    let pending = inflight.get(id);
    if (!pending) {
      pending = load(id);
      inflight.set(id, pending);
      pending.catch(() => inflight.delete(id));
    }
    return pending;
  };
}
