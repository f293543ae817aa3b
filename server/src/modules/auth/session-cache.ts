import type { AuthChangeFeed } from '../../db/auth-changes';
import type { TokenWithUser } from './repository';

/** SESSION_CACHE_MS when unset (config.ts). */
export const DEFAULT_SESSION_CACHE_MS = 10_000;

/**
 * The token rows (with their user) this process has found, by token hash, so that a staff
 * request need not read them again (issue 9: that read was one query in two of the admin list,
 * and its ratio to the ceiling stopped at 49–67%).
 *
 * An entry is used only while all of these hold, else the database is asked again:
 * - the database's session changes are being watched (`feed.watching`) and none happened since
 *   the entry was read (`feed.version`, db/auth-changes.ts): a revocation, a deactivation, a role
 *   or second-factor change made by this process or any other on the same database;
 * - it is younger than `maxAgeMs` (SESSION_CACHE_MS), a bound should a notification ever be lost;
 * - the token is still live by the entry's own times (a refusal is never answered from here:
 *   another process may have used the token more recently than this copy says).
 * Unknown tokens are not kept. `maxEntries` bounds the memory (the oldest entry goes first).
 */
export interface SessionCacheOptions {
  maxAgeMs: number;
  maxEntries?: number;
}

interface Entry {
  row: TokenWithUser;
  version: number;
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  /** The feed's version the entries were kept under; when it moves, they all go. */
  private entriesVersion = -1;
  /** Lookups answered from the cache, and those that went to the database (for tests, bench). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly feed: AuthChangeFeed,
    private readonly options: SessionCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get enabled(): boolean {
    return this.options.maxAgeMs > 0;
  }

  /** The cached row of `tokenHash`, if it may be used at `now` (see above). */
  get(tokenHash: string, now: number): TokenWithUser | undefined {
    if (!this.enabled) return undefined;
    this.dropStale();
    const entry = this.entries.get(tokenHash);
    if (
      entry &&
      this.feed.watching &&
      entry.version === this.feed.version &&
      now - entry.storedAt <= this.options.maxAgeMs
    ) {
      this.hits++;
      return entry.row;
    }
    if (entry) this.entries.delete(tokenHash);
    this.misses++;
    return undefined;
  }

  /** The version to pass to `remember` for a row about to be read. */
  get version(): number {
    return this.feed.version;
  }

  /**
   * Keeps `row`, read from the database after `version` was taken, unless sessions changed
   * meanwhile (the read may have seen the row from before the change).
   */
  remember(tokenHash: string, row: TokenWithUser, version: number, now: number): void {
    if (!this.enabled || !this.feed.watching || version !== this.feed.version) return;
    this.dropStale();
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { row, version, storedAt: now });
  }

  private dropStale(): void {
    if (this.entriesVersion === this.feed.version) return;
    this.entries.clear();
    this.entriesVersion = this.feed.version;
  }

  /** Drops `tokenHash` (its row said no). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }
}
