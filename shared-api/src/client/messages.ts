/**
 * Every text the client shows, keyed so a translation layer can swap the table without touching
 * the catalogue logic. Texts marked "spec" are quoted from spec §4/§8 verbatim.
 */
export const clientMessages = {
  /** spec §8: no response at all (offline, server down, DNS, CORS, timeout). */
  noResponse: 'Please check your internet connection or wait until servers are back online.',
  /** spec §8: 401 without a message. */
  unauthorized: 'Unauthorized',
  /** spec §8: the fallback when nothing in the response says what went wrong. */
  generic: 'An error occurred. Please try again.',
  /** spec §8 generic client message: a response started but its body never arrived whole. */
  networkError: 'Network Error',
  /** spec §8 generic client message: the request was aborted before an answer arrived. */
  requestAborted: 'Request aborted',
  /** Our translation of the server's 'Email could not be sent to this email address.' */
  emailNotSent: 'We could not send an email to this address. Please check it and try again.',
  /** spec §4: shown after logout. */
  loggedOut: 'Logged out successfully.',
} as const;

export type ClientMessageKey = keyof typeof clientMessages;

export const emailNotSentMessage = clientMessages.emailNotSent;

/** Server texts that are replaced by one of ours before they are shown (spec §8). */
export const translatedServerMessages: Readonly<Record<string, ClientMessageKey>> = {
  'Email could not be sent to this email address.': 'emailNotSent',
};

/** An `error` value that must show nothing at all (spec §8). */
export const silentServerErrors: ReadonlySet<string> = new Set(['Student not found']);
