/** Storage keys of spec §9. */
export const storageKeys = { token: 'auth.token', redirectUrl: 'auth.redirect_url' } as const;

/**
 * localStorage is missing outside browsers (Node, workers) and throws in some browsers (blocked
 * cookies, sandboxed iframes, full quota). Then values live in memory for this page's lifetime, so
 * a sign-in still works until reload instead of crashing.
 */
const memory = new Map<string, string>();

const browserStorage = (): Storage | undefined => {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
};

const read = (key: string): string | null => {
  let stored: string | null = null;
  try {
    stored = browserStorage()?.getItem(key) ?? null;
  } catch {
    // unreadable: use the in-memory copy
  }
  return stored ?? memory.get(key) ?? null;
};

const write = (key: string, value: string): void => {
  try {
    const storage = browserStorage();
    if (storage) {
      storage.setItem(key, value);
      memory.delete(key);
      return;
    }
  } catch {
    // fall through to memory
  }
  memory.set(key, value);
};

const remove = (key: string): void => {
  memory.delete(key);
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // nothing stored there
  }
};

export interface KeyStorage {
  get(): string | null;
  set(value: string): void;
  clear(): void;
}

const keyStorage = (key: string): KeyStorage => ({
  get: () => read(key) || null,
  set: (value) => write(key, value),
  clear: () => remove(key),
});

/** The staff bearer token ('auth.token'). */
export const tokenStorage = keyStorage(storageKeys.token);
/** Where to go after logout ('auth.redirect_url'). */
export const redirectStorage = keyStorage(storageKeys.redirectUrl);
