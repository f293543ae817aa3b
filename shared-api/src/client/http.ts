import type { HttpMethod } from '../contracts';
import { IDEMPOTENCY_KEY_HEADER } from '../contracts/common/idempotency-key';
import { getHttp } from './config';

/** What one request produced: a response with its parsed body, or the error that stopped it. */
export interface Outcome {
  response?: Response;
  body?: unknown;
  /** A successful answer's bytes, when a file was asked for (`asFile`). */
  file?: Blob;
  error?: unknown;
}

/** A file sent as the whole request body, with its media type. */
export interface FileBody {
  file: Blob;
  type: string;
}

export interface SendOptions {
  query?: unknown;
  data?: unknown;
  signal?: AbortSignal;
  /** A successful answer is a file: read its bytes, not JSON (a failure is still JSON). */
  asFile?: boolean;
  /**
   * The write's Idempotency-Key: sent with it, and the request is sent again with the same key
   * when the network fails, the answer times out or a proxy answers 502–504.
   */
  idempotencyKey?: string;
  /** Headers of this request alone (a credential of its own). */
  headers?: Record<string, string>;
}

const isFileBody = (data: unknown): data is FileBody =>
  typeof data === 'object' && data !== null && (data as FileBody).file instanceof Blob;

type Scalar = string | number | boolean | bigint | Date;

const scalarText = (value: Scalar): string =>
  value instanceof Date ? value.toISOString() : String(value);

/** Plain objects become a query string; undefined and null are left out, arrays repeat the key. */
const toSearchParams = (query: unknown): URLSearchParams | undefined => {
  if (query instanceof URLSearchParams) return query;
  if (typeof query !== 'object' || query === null) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, scalarText(item as Scalar));
    }
  }
  return params.toString() === '' ? undefined : params;
};

/** A Blob's bytes: through Blob.arrayBuffer where it exists, else FileReader (jsdom has only that). */
export const bytesOf = (file: Blob): Promise<Uint8Array<ArrayBuffer>> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
        reader.readAsArrayBuffer(file);
      });

/**
 * FormData goes as multipart (fetch writes the boundary), a file body as its bytes with its media
 * type, anything else as JSON (spec §7).
 */
const bodyOptions = async (
  data: unknown,
): Promise<{ body?: BodyInit; json?: unknown; headers?: Record<string, string> }> => {
  if (data === undefined) return {};
  if (data instanceof FormData) return { body: data };
  if (isFileBody(data)) {
    return { body: await bytesOf(data.file), headers: { 'content-type': data.type } };
  }
  return { json: data };
};

const parseJson = (raw: string): unknown => {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Not JSON (an HTML error page from a proxy, say): no body fields to read.
    return undefined;
  }
};

/** A caller's abort may carry any reason; normalise it so the catalogue recognises it. */
const abortError = (signal: AbortSignal, error: unknown): unknown =>
  signal.aborted ? new DOMException('Request aborted', 'AbortError') : error;

/** Statuses a proxy answers when the process it chose stopped or is stopping: worth a retry. */
const RETRIED_STATUSES = [502, 503, 504];

/**
 * An answer in the API's own JSON error shape is the server's verdict (a payment provider that
 * refused, say), not a proxy's page about a process that went away: it is not sent again.
 */
const isApiAnswer = (error: unknown): boolean =>
  Boolean(responseOf(error)?.headers.get('content-type')?.includes('application/json'));

/**
 * ky's retry for a write with an Idempotency-Key (the server answers a repeat from the first
 * write): two more tries after a network failure, a timeout or a proxy's 502–504. ky retries a
 * status only when it throws for it, so those statuses throw here and `send` takes the response
 * back.
 */
const idempotentOptions = (key: string) => ({
  headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  retry: {
    limit: 2,
    methods: ['post'],
    statusCodes: RETRIED_STATUSES,
    retryOnTimeout: true,
    backoffLimit: 3000,
    shouldRetry: ({ error }: { error: Error }) => (isApiAnswer(error) ? false : undefined),
  },
  throwHttpErrors: (status: number) => RETRIED_STATUSES.includes(status),
});

/** ky's HTTPError (thrown only for RETRIED_STATUSES): it carries the last response. */
const responseOf = (error: unknown): Response | undefined => {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof Response !== 'undefined' && response instanceof Response ? response : undefined;
};

/** Sends one request and never throws: every outcome is returned for the caller to settle. */
export const send = async (
  method: HttpMethod,
  path: string,
  { query, data, signal, asFile, idempotencyKey, headers }: SendOptions = {},
): Promise<Outcome> => {
  let response: Response;
  try {
    const searchParams = toSearchParams(query);
    const http = await getHttp();
    const body = await bodyOptions(data);
    const idempotent = idempotencyKey === undefined ? undefined : idempotentOptions(idempotencyKey);
    response = await http(path.replace(/^\/+/, ''), {
      method,
      ...(signal ? { signal } : {}),
      ...(searchParams ? { searchParams } : {}),
      ...body,
      ...idempotent,
      headers: { ...body.headers, ...idempotent?.headers, ...headers },
    });
  } catch (error) {
    const last = responseOf(error);
    if (!last) return { error: signal ? abortError(signal, error) : error };
    response = last;
  }
  try {
    if (asFile && response.ok) return { response, file: await response.blob() };
    return { response, body: parseJson(await response.text()) };
  } catch (error) {
    return { response, error: signal ? abortError(signal, error) : error };
  }
};
