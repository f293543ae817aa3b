import { z } from 'zod';

/**
 * Every response is an envelope: `status` is 'success' on success; failures carry a `message`
 * and, for bad input, `errors` with the messages of each field. A failure of the server's own
 * (5xx) names its `request_id`, the id of every log line the request wrote (and of its
 * X-Request-Id header), for whoever looks into it.
 */
export const ZErrorResponse = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error: z.string().optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const success = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data,
  });

export const ZMessageResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: method, path under the API root (`:param` style), and its schemas. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Whether a staff bearer token is required. */
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The request body is a file of this media type, sent as it is (no JSON, no body schema). */
  fileBody?: 'application/pdf';
  /**
   * A public create that takes an `Idempotency-Key` (common/idempotency.ts): the server stores
   * the write's answer under the key with the write, and the client retries with it.
   */
  idempotent?: true;
  response: z.ZodType;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;
