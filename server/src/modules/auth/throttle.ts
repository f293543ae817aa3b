import type { CounterStore } from '../../lib/rate-limit-store';

export interface Limit {
  max: number;
  windowMs: number;
}

/** How many failed sign-ins are tolerated per window, by key (see README: login throttling). */
export interface LoginThrottleLimits {
  /** One account from one address: the guessing a single attacker can do (small). */
  accountIp: Limit;
  /** One account from anywhere: spraying one account from many addresses (higher). */
  account: Limit;
  /** One address, any account: credential stuffing from one machine. */
  ip: Limit;
}

const MINUTE = 60_000;

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  accountIp: { max: 5, windowMs: 15 * MINUTE },
  account: { max: 50, windowMs: 15 * MINUTE },
  ip: { max: 100, windowMs: 15 * MINUTE },
};

export interface ThrottleVerdict {
  /** The counter that refused, or null when the attempt may go ahead. */
  blockedBy: keyof LoginThrottleLimits | null;
  /** Whole seconds until the refusing window ends (Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts failed sign-ins in fixed windows. Every attempt is counted before the password is
 * checked (so parallel guesses cannot slip past the check); a refused attempt and a successful
 * sign-in take their count back and clears the account+address counter, so only failures accumulate and the real
 * user, signing in from their own address, is never held back by their own earlier typos.
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
      account: `login:account:${account}`,
      ip: `login:ip:${ip}`,
    } as const;
  }

  async attempt(email: string, ip: string): Promise<ThrottleVerdict> {
    const keys = this.keys(email, ip);
    let verdict: ThrottleVerdict = { blockedBy: null, retryAfterSeconds: 0 };
    for (const name of ['accountIp', 'account', 'ip'] as const) {
      const limit = this.limits[name];
      const hit = await this.store.hit(keys[name], limit.windowMs);
      if (hit.count > limit.max) {
        const seconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
        if (seconds > verdict.retryAfterSeconds)
          verdict = { blockedBy: name, retryAfterSeconds: seconds };
      }
    }
    // A refused attempt checks no password: it must not count, or an attacker held back at
    // their own address would push the account's shared counter up and lock the real user out.
    if (verdict.blockedBy) for (const key of Object.values(keys)) await this.store.undo(key);
    return verdict;
  }

  /**
   * Takes this attempt's count back without clearing anything: the password was right but a
   * second factor is still to come, so the failures before it (and the code guesses after it)
   * keep counting until a whole sign-in succeeds.
   */
  async released(email: string, ip: string): Promise<void> {
    for (const key of Object.values(this.keys(email, ip))) await this.store.undo(key);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.store.reset(keys.accountIp);
    await this.store.undo(keys.account);
    await this.store.undo(keys.ip);
  }
}
