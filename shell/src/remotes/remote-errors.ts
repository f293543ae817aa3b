/** Thrown (and caught by the remote error boundary) when a remote module cannot be loaded. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${remoteId} could not be loaded`, options);
  }
}

const FAILED = Symbol.for('registrar.failed-remote-module');

/**
 * What the runtime plugin hands back instead of a remote module that failed to load: a module
 * whose marker tells the loader to throw a RemoteLoadError, and whose default export throws when
 * rendered, so even a caller that skips the check ends in the error boundary, not a blank screen.
 */
export type FailedRemoteModule = {
  [FAILED]: true;
  id: string;
  error: unknown;
  default: () => never;
};

export function failedRemoteModule(id: string, error: unknown): FailedRemoteModule {
  return {
    [FAILED]: true,
    id,
    error,
    default: () => {
      throw new RemoteLoadError(id, { cause: error });
    },
  };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && FAILED in value;
}
