import type { z } from 'zod';
import type { Endpoint, HttpMethod } from '../contracts';
import { getApiConfig } from './config';
import { errorMessages, isUnauthorizedResponse } from './error-catalogue';
import { fileNameOf } from './file-name';
import { send, type Outcome } from './http';
import { clientMessages } from './messages';
import { tokenStorage } from './storage';

/** Per-call controls shared by apiRequest and request. */
export interface RequestControl {
  /** Abort the request; a caller's own abort is not shown to the user. */
  signal?: AbortSignal;
  /** Return false without notifying (401 still clears the token). For background loads. */
  isSilent?: boolean;
  /**
   * HTTP statuses the caller answers itself: not notified (e.g. [404] when a miss leads to
   * another lookup). Every other failure is notified as usual.
   */
  quietFor?: readonly number[];
  /**
   * Called with the failed response's status and body (after notifying), so a form can put the
   * server's field `errors` on its fields. Not called when the caller aborted.
   */
  onFailure?: (failure: RequestFailure) => void;
  /**
   * A credential of the call's own, sent as this header (an applicant's session, say) rather than
   * the staff token. A 401 then says this credential failed: a signed-in staff member's token is
   * kept, and the caller decides what to do (quietFor: [401]).
   */
  credential?: { header: string; value: string };
}

/** What a failed call answered: the HTTP status (none when there was no response) and body. */
export interface RequestFailure {
  status?: number;
  message?: string;
  errors?: Record<string, string[]>;
}

const failureOf = (outcome: Outcome): RequestFailure => {
  const body = (typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  return {
    ...(outcome.response ? { status: outcome.response.status } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(typeof body.errors === 'object' && body.errors !== null
      ? { errors: body.errors as Record<string, string[]> }
      : {}),
  };
};

type Slot<E, K extends 'params' | 'query' | 'body', Value> =
  E extends Record<K, z.ZodType> ? Record<K, Value> : Partial<Record<K, undefined>>;

type ParamsValue<E> = E extends { params: infer P extends z.ZodType }
  ? Record<keyof z.output<P> & string, string | number>
  : never;
type QueryValue<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
type BodyValue<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> | FormData : never;

/** An endpoint whose body is a file takes it as `file` (a Blob or File), sent with its media type. */
type FileSlot<E> = E extends { fileBody: string } ? { file: Blob } : { file?: undefined };

/** params/query/body are required exactly when the endpoint declares a schema for them. */
export type ApiRequestOptions<E extends Endpoint> = Slot<E, 'params', ParamsValue<E>> &
  Slot<E, 'query', QueryValue<E>> &
  Slot<E, 'body', BodyValue<E>> &
  FileSlot<E> &
  RequestControl;

export type ApiResponse<E extends Endpoint> = z.output<E['response']>;

/** A body whose status is 'success' (spec §7); `request` returns it unparsed. */
export interface SuccessBody {
  status: 'success';
  [field: string]: unknown;
}

const isSuccessBody = (body: unknown): body is SuccessBody =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success';

const show = (messages: string[], { isSilent }: RequestControl): void => {
  if (isSilent) return;
  const { notifier } = getApiConfig();
  for (const message of messages) notifier({ type: 'error', message });
};

/** The one place every outcome ends: the success body, or false after notifying (spec §7–8). */
const settle = (outcome: Outcome, control: RequestControl): SuccessBody | false => {
  if (outcome.response && isSuccessBody(outcome.body)) return outcome.body;
  // The caller cancelled on purpose (navigation, unmount): nothing went wrong for the user.
  if (control.signal?.aborted) return false;
  const failure = failureOf(outcome);
  const isQuiet = failure.status !== undefined && control.quietFor?.includes(failure.status);
  if (!isQuiet) show(errorMessages(outcome), control);
  control.onFailure?.(failure);
  if (isUnauthorizedResponse(outcome.response) && !control.credential && tokenStorage.get()) {
    tokenStorage.clear();
    getApiConfig().onUnauthorized();
  }
  return false;
};

const interpolate = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ':${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });

/** 128 random bits in hex; getRandomValues, unlike randomUUID, also works over plain HTTP. */
const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The keys of idempotent writes that did not succeed, by request. The applicant who presses
 * Submit again on the same request is retrying that write, so it goes under the same key: had the
 * first one committed after all (its answer lost), it is answered, not made twice; a refused one
 * stored nothing, so its key is as good as new. A request that succeeded gets a new key next time.
 * The server keeps a key 24 hours; the client lets it go a little earlier.
 */
const unansweredKeys = new Map<string, { key: string; since: number }>();
const UNANSWERED_KEPT = 20;
const KEY_KEPT_MS = 23 * 3_600_000;

/** Forgets every unanswered write's key (tests start from none). */
export const forgetUnansweredKeys = (): void => unansweredKeys.clear();

const keyFor = (request: string): string => {
  const kept = unansweredKeys.get(request);
  return kept && Date.now() - kept.since < KEY_KEPT_MS ? kept.key : newIdempotencyKey();
};

const rememberKey = (request: string, key: string, outcome: Outcome): void => {
  const kept = unansweredKeys.get(request);
  unansweredKeys.delete(request);
  if (outcome.response?.ok) return;
  unansweredKeys.set(request, { key, since: kept?.key === key ? kept.since : Date.now() });
  if (unansweredKeys.size > UNANSWERED_KEPT)
    unansweredKeys.delete(unansweredKeys.keys().next().value!);
};

/**
 * Calls a contract endpoint and returns its response parsed by the endpoint's schema, or false
 * after notifying the spec §8 messages. A success body that breaks the contract is a bug: it is
 * logged (issues only, never the body, which may hold a token) and shown as the generic error.
 */
export const apiRequest = async <E extends Endpoint>(
  endpoint: E,
  ...[options]: Partial<ApiRequestOptions<E>> extends ApiRequestOptions<E>
    ? [options?: ApiRequestOptions<E>]
    : [options: ApiRequestOptions<E>]
): Promise<ApiResponse<E> | false> => {
  const { params, query, body, file, signal, isSilent, quietFor, onFailure, credential } =
    (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: unknown;
      body?: unknown;
      file?: Blob;
    } & RequestControl;
  const control: RequestControl = { signal, isSilent, quietFor, onFailure, credential };
  const path = interpolate(endpoint.path, params);
  const data = endpoint.fileBody && file ? { file, type: endpoint.fileBody } : body;
  const write = endpoint.idempotent ? `${endpoint.method} ${path} ${JSON.stringify(data)}` : '';
  const idempotencyKey = endpoint.idempotent ? keyFor(write) : undefined;
  const outcome = await send(endpoint.method, path, {
    query,
    data,
    signal,
    idempotencyKey,
    ...(credential ? { headers: { [credential.header]: credential.value } } : {}),
  });
  if (idempotencyKey) rememberKey(write, idempotencyKey, outcome);
  const result = settle(outcome, control);
  if (result === false) return false;

  const parsed = endpoint.response.safeParse(result);
  if (parsed.success) return parsed.data as ApiResponse<E>;
  console.error(`[shared-api] ${endpoint.method} ${endpoint.path}: response breaks the contract`, {
    issues: parsed.error.issues,
  });
  show([clientMessages.generic], control);
  return false;
};

/** The file a file endpoint answered, and the name its Content-Disposition gives (or null). */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Calls a contract endpoint that answers a file (a PDF, a credential) as apiRequest calls a JSON
 * one: the same params and body, the same failures (notified unless silent, `onFailure`). The
 * answer is the file's bytes and name, for the caller to save.
 */
export const apiFile = async <E extends Endpoint>(
  endpoint: E,
  options: ApiRequestOptions<E>,
): Promise<ApiFile | false> => {
  const { params, query, body, signal, isSilent, quietFor, onFailure } = options as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  } & RequestControl;
  const path = interpolate(endpoint.path, params);
  const outcome = await send(endpoint.method, path, { query, data: body, signal, asFile: true });
  if (outcome.file) {
    return {
      blob: outcome.file,
      fileName: fileNameOf(outcome.response?.headers.get('content-disposition') ?? null),
    };
  }
  settle(outcome, { signal, isSilent, quietFor, onFailure });
  return false;
};

/**
 * For calls without a contract yet: GET data goes in the query string, FormData as multipart,
 * anything else as JSON (spec §7). Returns the success body unparsed, or false after notifying.
 */
export const request = async (
  method: HttpMethod,
  path: string,
  data?: unknown,
  control: RequestControl = {},
): Promise<SuccessBody | false> => {
  const isGet = method === 'GET';
  const outcome = await send(method, path, {
    ...(isGet ? { query: data } : { data }),
    ...(control.signal ? { signal: control.signal } : {}),
  });
  return settle(outcome, control);
};
