import type { CounterStore } from '../../lib/rate-limit-store';

export interface Limit {
  max: number;
  windowMs: number;
}

/** How many failed sign-ins are tolerated per window, by key (see README: login throttling). */
export interface LoginThrottleLimits {
  /**
   * One account from one address: the guessing a single attacker can do (small). Past `max`
   * failures in `windowMs` the pair is locked for `windowMs`, and each further lock of the same
   * pair within a day lasts twice as long as the one before (at most `maxLockMs`).
   */
  accountIp: Limit & { maxLockMs?: number };
  /**
   * One account from anywhere. Never refuses: a stranger guessing from many addresses must not
   * lock the owner out. Past `max` failures in `windowMs` the account is reported as targeted.
   */
  account: Limit;
  /** One address, any account: credential stuffing from one machine. */
  ip: Limit;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  accountIp: { max: 5, windowMs: 15 * MINUTE, maxLockMs: DAY },
  account: { max: 20, windowMs: 15 * MINUTE },
  ip: { max: 100, windowMs: 15 * MINUTE },
};

export interface ThrottleVerdict {
  /** The counter that refused, or null when the attempt may go ahead. */
  blockedBy: 'accountIp' | 'ip' | null;
  /** Whole seconds until the attempt may be made again (Retry-After). */
  retryAfterSeconds: number;
  /**
   * Set when this attempt took the account past its own limit (once per window): should it fail,
   * the account is being guessed at from several addresses and its owner must hear of it.
   */
  accountTargeted: { failures: number; windowMinutes: number } | null;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts failed sign-ins in fixed windows. Every attempt is counted before the password is
 * checked (so parallel guesses cannot slip past the check); a refused attempt and a successful
 * sign-in take their count back, and a success clears its account+address counters, so only
 * failures accumulate and the real user is never held back by their own earlier typos.
 *
 * Only an account+address pair or an address is ever refused, never an account as a whole: the
 * owner signing in from another address gets in however many strangers guess at the account.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginThrottleLimits = defaultLoginThrottleLimits,
  ) {}

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return {
      accountIp: `login:account-ip:${account}|${ip}`,
      /** Present while the pair is locked; its window is the lock. */
      lock: `login:account-ip-lock:${account}|${ip}`,
      /** The pair's locks in the last day: each one lasts twice as long as the one before. */
      locks: `login:account-ip-locks:${account}|${ip}`,
      account: `login:account:${account}`,
      ip: `login:ip:${ip}`,
    } as const;
  }

  async attempt(email: string, ip: string): Promise<ThrottleVerdict> {
    const keys = this.keys(email, ip);
    const locked = await this.store.peek(keys.lock);
    if (locked) return refused('accountIp', locked.resetMs);

    const accountIp = await this.store.hit(keys.accountIp, this.limits.accountIp.windowMs);
    const byIp = await this.store.hit(keys.ip, this.limits.ip.windowMs);
    let verdict: ThrottleVerdict = { blockedBy: null, retryAfterSeconds: 0, accountTargeted: null };
    if (accountIp.count > this.limits.accountIp.max) {
      verdict = refused('accountIp', await this.lock(keys));
    }
    if (byIp.count > this.limits.ip.max && seconds(byIp.resetMs) > verdict.retryAfterSeconds) {
      verdict = refused('ip', byIp.resetMs);
    }
    // A refused attempt checks no password, so it is no failure: it leaves every count as it was.
    if (verdict.blockedBy) {
      await this.store.undo(keys.accountIp);
      await this.store.undo(keys.ip);
      return verdict;
    }

    const account = await this.store.hit(keys.account, this.limits.account.windowMs);
    if (account.count === this.limits.account.max + 1) {
      verdict.accountTargeted = {
        failures: account.count,
        windowMinutes: Math.round(this.limits.account.windowMs / MINUTE),
      };
    }
    return verdict;
  }

  /**
   * Takes this attempt's count back without clearing anything: the password was right but a
   * second factor is still to come, so the failures before it (and the code guesses after it)
   * keep counting until a whole sign-in succeeds.
   */
  async released(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    for (const key of [keys.accountIp, keys.account, keys.ip]) await this.store.undo(key);
  }

  /** The owner signed in from this address: its pair starts afresh; the account keeps its count. */
  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.store.reset(keys.accountIp);
    await this.store.reset(keys.locks);
    await this.store.undo(keys.account);
    await this.store.undo(keys.ip);
  }

  /** Locks the pair, twice as long as its previous lock of the day; returns the lock's length. */
  private async lock(keys: ReturnType<LoginThrottle['keys']>): Promise<number> {
    const { windowMs, maxLockMs = DAY } = this.limits.accountIp;
    const locks = await this.store.hit(keys.locks, DAY);
    const lockMs = Math.min(maxLockMs, windowMs * 2 ** Math.min(locks.count - 1, 20));
    await this.store.reset(keys.lock);
    await this.store.hit(keys.lock, lockMs);
    // When the lock ends the pair gets `max` more guesses, then a longer lock.
    await this.store.reset(keys.accountIp);
    return lockMs;
  }
}

const refused = (blockedBy: 'accountIp' | 'ip', ms: number): ThrottleVerdict => ({
  blockedBy,
  retryAfterSeconds: seconds(ms),
  accountTargeted: null,
});
