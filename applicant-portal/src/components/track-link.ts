/**
 * A link to the track page may carry the applicant's email besides the reference, so the page
 * offers the full record without the email being typed again. It travels as router state, never
 * in the URL: an email in a URL is kept in the browser's history and sent in Referer headers.
 */
export interface TrackPageState {
  email: string;
}

/** The track page's path for `reference` (the reference is the page's own URL parameter). */
export const trackPath = (reference: string) => `/track?reference=${encodeURIComponent(reference)}`;

export const trackPageState = (email: string): TrackPageState => ({ email });

/** The email a link to the track page brought, if it brought one. */
export const emailOfTrackState = (state: unknown): string | undefined => {
  const email = (state as Partial<TrackPageState> | null | undefined)?.email;
  return typeof email === 'string' && email.includes('@') ? email : undefined;
};
