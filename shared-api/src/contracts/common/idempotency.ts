import { z } from 'zod';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE } from './idempotency-key';

export * from './idempotency-key';

export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_INVALID_MESSAGE);

/** The request headers of an idempotent endpoint (header names are lower case in Node). */
export const ZIdempotentHeaders = z.object({ 'idempotency-key': ZIdempotencyKey.optional() });
