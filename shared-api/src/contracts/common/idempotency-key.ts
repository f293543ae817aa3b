/**
 * `Idempotency-Key`: a client's name for one intended write, so that a retry of it (the network
 * failed, the process serving it died) is answered from the first write instead of writing
 * again. Stripe's rules: the same key with the same request gets the first answer, from any
 * server process; the same key with another request is refused (422); a key lasts 24 hours.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  'An Idempotency-Key is 1 to 255 visible ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request.';
