import { clientMessages, silentServerErrors, translatedServerMessages } from './messages';

/** What came back from one request: the response line, its parsed body, or the thrown error. */
export interface ErrorOutcome {
  response?: { status: number; statusText?: string };
  body?: unknown;
  error?: unknown;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error ? text(error.name) : undefined;

/** fetch and ky reject with an AbortError (a DOMException) when the request's signal aborts. */
export const isAbortError = (error: unknown): boolean => errorName(error) === 'AbortError';

/**
 * fetch reports transport failures (refused, reset, truncated body, offline) as TypeError. Checked
 * by name, not instanceof: the error may come from another realm (iframe, Node's fetch under jest).
 */
const isTransportError = (error: unknown): boolean => errorName(error) === 'TypeError';

export const isUnauthorizedResponse = (response: ErrorOutcome['response']): boolean =>
  response !== undefined && (response.status === 401 || response.statusText === 'Unauthorized');

const firstMessageOfEachField = (errors: unknown): string[] => {
  if (!isRecord(errors)) return [];
  return Object.values(errors).flatMap((messages) => {
    const first = text(Array.isArray(messages) ? messages[0] : messages);
    return first === undefined ? [] : [first];
  });
};

/**
 * Spec §8, in its order. Decisions where the spec is silent:
 * - "No response" covers every failure where no HTTP answer arrived (refused, DNS, offline, CORS,
 *   timeout): the connection advice is the most useful text there, so it wins over the bare
 *   'Network Error'. An abort is the one exception: nothing failed, so the connection advice would
 *   be false and 'Request aborted' is shown instead.
 * - 'Network Error' is used when a response arrived but its body broke off mid-way (a transport
 *   TypeError while reading) and no rule before the fallback matched.
 * - 417 without a message falls back to the generic text; an empty `errors` object or an empty
 *   string counts as absent, so the next rule applies.
 */
const pickMessages = ({ response, body, error }: ErrorOutcome): string[] => {
  if (response === undefined) {
    return [isAbortError(error) ? clientMessages.requestAborted : clientMessages.noResponse];
  }
  const fields = isRecord(body) ? body : {};
  const message = text(fields.message);
  if (response.status === 417) return [message ?? clientMessages.generic];
  if (isUnauthorizedResponse(response)) return [message ?? clientMessages.unauthorized];

  const fieldMessages = firstMessageOfEachField(fields.errors);
  if (fieldMessages.length > 0) return fieldMessages;

  const serverError = text(fields.error);
  if (serverError !== undefined)
    return silentServerErrors.has(serverError.trim()) ? [] : [serverError];

  if (message !== undefined) return [message];
  return [isTransportError(error) ? clientMessages.networkError : clientMessages.generic];
};

const translate = (message: string): string => {
  const key = translatedServerMessages[message.trim()];
  return key === undefined ? message : clientMessages[key];
};

/** The messages to show for a failed request (spec §8); an empty list means show nothing. */
export const errorMessages = (outcome: ErrorOutcome): string[] =>
  pickMessages(outcome).map(translate);
