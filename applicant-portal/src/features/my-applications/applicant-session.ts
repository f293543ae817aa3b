import type { TMyApplicationsSession } from '@registrar/shared-api';

/**
 * The My applications session of this tab. Kept in sessionStorage only: it ends with the tab and
 * never reaches another one, so a shared computer does not keep someone's list open. (What the
 * portal keeps across visits, drafts and payments started here, is in localStorage and holds no
 * token.) The server stays the judge of whether the session is live.
 */
const KEY = 'applicant-portal.my-applications';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

const isSession = (value: unknown): value is TMyApplicationsSession => {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<TMyApplicationsSession>;
  return (
    typeof session.session_token === 'string' &&
    typeof session.email === 'string' &&
    typeof session.expires_at === 'string'
  );
};

export const applicantSession = {
  /**
   * The stored session, and whether it is still live by its own clock (one that is not is
   * forgotten, but still answered so the page can say it ended).
   */
  read(): { session: TMyApplicationsSession; isLive: boolean } | null {
    let value: unknown = null;
    try {
      value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as unknown;
    } catch {
      // Corrupt or blocked storage: no session, the applicant asks for a code.
    }
    if (!isSession(value)) {
      applicantSession.clear();
      return null;
    }
    const isLive = new Date(value.expires_at).getTime() > Date.now();
    if (!isLive) applicantSession.clear();
    return { session: value, isLive };
  },
  write(session: TMyApplicationsSession): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(session));
    } catch {
      // Blocked storage: the session lasts while the page is open.
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
  storageKey: KEY,
};
