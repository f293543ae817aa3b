import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRemoteModule } from './remote-errors';

type ErrorLoadRemoteArgs = { id: string; error: unknown; lifecycle: string };

/**
 * The errorLoadRemote hook: MF calls it at 'afterResolve' (manifest fetch) and at 'onLoad'
 * (remote entry / exposed module). A fallback is returned ONLY at 'onLoad': at 'afterResolve' the
 * runtime would parse whatever we return as a manifest and fail with RUNTIME-013. Returning
 * undefined there lets the error travel on to 'onLoad', where it becomes a failed-module marker
 * that the loader turns into a RemoteLoadError for React.lazy + the error boundary.
 */
export function handleRemoteLoadError({ id, error, lifecycle }: ErrorLoadRemoteArgs) {
  if (lifecycle !== 'onLoad') return undefined;
  console.error(`Module Federation could not load ${id}`, error);
  return failedRemoteModule(id, error);
}

export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'registrar-remote-fallback',
    errorLoadRemote: handleRemoteLoadError,
  };
}
