import { notify } from '@registrar/shared-ui';
import type { KyInstance } from 'ky';
import { tokenStorage } from './storage';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

/** The shape of shared-ui's notify() argument: the client only ever passes these fields. */
export interface ClientNotification {
  type?: NotificationType;
  title?: string;
  message?: string;
  time?: number;
}

export type Notifier = (notification: ClientNotification) => unknown;

export interface ApiOptions {
  /** API root, absolute or root-relative. Default '/api'. */
  prefixUrl?: string;
  /** Called after a 401 cleared the stored token (e.g. sign the store out, go to /login). */
  onUnauthorized?: () => void;
  /** Where error and logout messages go. Default: shared-ui's notify() (one toast list). */
  notifier?: Notifier;
  /** Milliseconds before a request counts as unanswered. Default 30 000 (uploads can be slow). */
  timeout?: number;
}

type ApiConfig = Required<ApiOptions>;

const defaults: ApiConfig = {
  prefixUrl: '/api',
  onUnauthorized: () => undefined,
  notifier: notify,
  timeout: 30_000,
};

/**
 * ky is downloaded with the first request, not with the page (the public home's first
 * paint makes no API call through it).
 */
const createHttp = async ({ prefixUrl, timeout }: ApiConfig): Promise<KyInstance> => {
  const { default: ky } = await import('ky');
  return ky.create({
    prefixUrl,
    timeout,
    // Every status comes back as a Response so one function (settle) handles every outcome.
    throwHttpErrors: false,
    // No silent retries: a failed POST must not be repeated, and the user sees errors at once.
    retry: 0,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenStorage.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
};

let config: ApiConfig = { ...defaults };
let http: Promise<KyInstance> | undefined;

/** Change the client's settings; omitted fields keep their current value. */
export const configureApi = (options: ApiOptions): void => {
  const defined = Object.entries(options).filter(([, value]) => value !== undefined);
  config = { ...config, ...(Object.fromEntries(defined) as ApiOptions) };
  http = undefined;
};

/** Back to the defaults ('/api', no onUnauthorized, shared-ui notify); meant for tests. */
export const resetApiConfig = (): void => {
  config = { ...defaults };
  http = undefined;
};

export const getApiConfig = (): Readonly<ApiConfig> => config;
/** The configured ky instance; a failed download (offline) is tried again by the next request. */
export const getHttp = (): Promise<KyInstance> => {
  const current = (http ??= createHttp(config));
  current.catch(() => {
    if (http === current) http = undefined;
  });
  return current;
};
