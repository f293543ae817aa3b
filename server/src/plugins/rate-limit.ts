import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { defaultPublicRateLimit, type PublicRateLimit } from '../lib/rate-limit';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from '../lib/rate-limit-store';
import {
  defaultLoginThrottleLimits,
  LoginThrottle,
  type LoginThrottleLimits,
} from '../modules/auth/throttle';

export interface RateLimitPluginOptions {
  /** Shared counters across instances; unset = in this process's memory. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis (tests give each app its own). */
  redisPrefix?: string;
  publicRateLimit?: PublicRateLimit;
  loginThrottle?: LoginThrottleLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts failed sign-ins (modules/auth/throttle.ts). */
    loginThrottle: LoginThrottle;
    /** The limit `publicRateLimit(app)` puts on a public route (lib/rate-limit.ts). */
    publicRateLimit: PublicRateLimit;
  }
}

/**
 * Rate limits: the login throttle and @fastify/rate-limit for the public endpoints that opt in
 * through `publicRateLimit(app)` (global: false, so nothing else is limited). Both count in
 * Redis when REDIS_URL is set (every instance sees the same counts), else in memory.
 */
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const prefix = options.redisPrefix ?? 'registrar:';
    let redis: Redis | undefined;
    let store: CounterStore;
    if (options.redisUrl) {
      // Loaded only when configured, so a single instance never loads a Redis client.
      const { Redis } = await import('ioredis');
      redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
      });
      await redis.connect();
      store = new RedisCounterStore(redis, `${prefix}throttle:`);
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    } else {
      store = new MemoryCounterStore();
    }
    app.decorate(
      'loginThrottle',
      new LoginThrottle(store, options.loginThrottle ?? defaultLoginThrottleLimits),
    );
    app.decorate('publicRateLimit', options.publicRateLimit ?? defaultPublicRateLimit);

    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}),
      // The limit is per client address and route (request.ip honours TRUST_PROXY).
      keyGenerator: (request) => request.ip,
      // Only a refused request says when to come back (Retry-After); the X-RateLimit-* counters
      // on every answer would cost three headers on each public call for no client
      // that reads them.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
