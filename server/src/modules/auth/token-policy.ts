const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long a bearer token lives. Without "remember me" a session ends after 2 h without use or
 * 12 h after sign-in, whichever comes first (a working day at a shared registry desk); with it,
 * 30 days either way. Use refreshes `last_used_at` at most once a minute to spare writes.
 */
export const tokenPolicy = {
  standard: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  remember: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  touchAfterMs: 60 * 1000,
} as const;

export const lifetimeOf = (remember: boolean) =>
  remember ? tokenPolicy.remember : tokenPolicy.standard;

/** Whether a token is still usable at `now`. */
export function isTokenLive(
  token: { remember: boolean; last_used_at: Date; expires_at: Date; revoked_at: Date | null },
  now: Date,
): boolean {
  if (token.revoked_at) return false;
  if (token.expires_at.getTime() <= now.getTime()) return false;
  return now.getTime() - token.last_used_at.getTime() < lifetimeOf(token.remember).idleMs;
}
