import type { Redis } from 'ioredis';

/** A fixed-window counter: how many hits `key` has had in its current window, and when it ends. */
export interface Hit {
  count: number;
  /** Milliseconds until the window of this key ends (the count starts again at 0). */
  resetMs: number;
}

/**
 * Counters shared by the login throttle. In memory for one process; in Redis (REDIS_URL) so
 * that every instance behind a load balancer sees the same counts.
 */
export interface CounterStore {
  /** Adds one hit to `key` and returns the count including it. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The count and time left of `key`'s current window without adding a hit; null when none. */
  peek(key: string): Promise<Hit | null>;
  /** Takes one hit back (a successful login is not a failure). */
  undo(key: string): Promise<void>;
  /** Forgets `key` (a successful login clears the account+IP counter). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.endsAt - now };
  }

  async peek(key: string): Promise<Hit | null> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.count === 0) return null;
    return { count: window.count, resetMs: window.endsAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Drops ended windows now and then, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** INCR and set the window's expiry on the first hit, atomically; returns [count, ttl ms]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** The count and ttl (ms) of a key, read together; [0, -2] when it does not exist. */
const PEEK_SCRIPT = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }`;

const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'registrar:throttle:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count: Number(count), resetMs: Number(ttl) };
  }

  async peek(key: string): Promise<Hit | null> {
    const [count, ttl] = (await this.redis.eval(PEEK_SCRIPT, 1, this.prefix + key)) as [
      number,
      number,
    ];
    return Number(count) > 0 && Number(ttl) > 0
      ? { count: Number(count), resetMs: Number(ttl) }
      : null;
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** The Redis connection belongs to the app (plugins/rate-limit.ts), which closes it. */
  async close(): Promise<void> {}
}
