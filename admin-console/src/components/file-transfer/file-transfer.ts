import {
  apiRequest,
  bytesOf,
  errorMessages,
  fileNameOf,
  getAuthUser,
  isUnauthorizedResponse,
  tokenStorage,
  type Endpoint,
  type RequestFailure,
} from '@registrar/shared-api';
import { notify, saveBlob } from '@registrar/shared-ui';
import type { z } from 'zod';
import { apiUrl } from './api-root';

/**
 * Files over the API, for the two things shared-api's JSON client does not do: a download as a
 * Blob (CSV export, PDFs behind staff auth) and an upload whose body is the file itself. Both send
 * the bearer token in the Authorization header (never in the URL) and report failures through the
 * same spec §8 catalogue (`errorMessages`) as every other call.
 */

type Query = Record<string, string | number | boolean | null | undefined>;

export interface DownloadOptions {
  params?: Record<string, string | number>;
  query?: Query;
  /** Used when the response names no file (Content-Disposition). */
  fallbackName: string;
  onFailure?: (failure: RequestFailure) => void;
}

export interface UploadOptions {
  params?: Record<string, string | number>;
  query?: Query;
  file: Blob;
  /** Content-Type of the body (default: the file's own type). */
  contentType?: string;
  onFailure?: (failure: RequestFailure) => void;
}

const interpolate = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ':${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });

const searchOf = (query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const headers = (extra: Record<string, string>): Record<string, string> => {
  const token = tokenStorage.get();
  return { ...extra, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

/** Shows the §8 messages and lets the JSON client run its sign-out after a 401. */
const fail = (
  outcome: { response?: Response; body?: unknown; error?: unknown },
  onFailure?: (failure: RequestFailure) => void,
): false => {
  for (const message of errorMessages(outcome)) notify({ type: 'error', message });
  const body = (typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  onFailure?.({
    ...(outcome.response ? { status: outcome.response.status } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(typeof body.errors === 'object' && body.errors !== null
      ? { errors: body.errors as Record<string, string[]> }
      : {}),
  });
  if (isUnauthorizedResponse(outcome.response) && tokenStorage.get()) {
    // The session is over: one silent call through the client clears the token and signs out.
    void apiRequest(getAuthUser, { isSilent: true });
  }
  return false;
};

/**
 * GETs `endpoint` and saves the answer as a file (the name from Content-Disposition, else
 * `fallbackName`). Resolves true once the browser was handed the file, false after notifying.
 */
export async function downloadFile(
  endpoint: Pick<Endpoint, 'path'>,
  { params, query, fallbackName, onFailure }: DownloadOptions,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(apiUrl(interpolate(endpoint.path, params) + searchOf(query)), {
      headers: headers({ Accept: '*/*' }),
    });
  } catch (error) {
    return fail({ error }, onFailure);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    return fail({ response, body: await readJson(response) }, onFailure);
  }
  try {
    const blob = await response.blob();
    saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
    return true;
  } catch (error) {
    return fail({ response, error }, onFailure);
  }
}

/**
 * POSTs `file` as the raw request body to `endpoint` and returns the JSON answer parsed by the
 * endpoint's response schema, or false after notifying (as apiRequest does).
 */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  { params, query, file, contentType, onFailure }: UploadOptions,
): Promise<z.output<E['response']> | false> {
  let response: Response;
  try {
    const bytes = await bytesOf(file);
    response = await fetch(apiUrl(interpolate(endpoint.path, params) + searchOf(query)), {
      method: endpoint.method,
      headers: headers({
        Accept: 'application/json',
        'Content-Type': contentType ?? (file.type || 'application/octet-stream'),
      }),
      body: bytes,
    });
  } catch (error) {
    return fail({ error }, onFailure);
  }
  const body = await readJson(response);
  const isSuccess =
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'success';
  if (!isSuccess) return fail({ response, body }, onFailure);
  const parsed = endpoint.response.safeParse(body);
  if (parsed.success) return parsed.data as z.output<E['response']>;
  console.error(`[admin] ${endpoint.method} ${endpoint.path}: response breaks the contract`, {
    issues: parsed.error.issues,
  });
  return fail({ response }, onFailure);
}
