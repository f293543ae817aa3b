import { databaseTargets, type DatabaseTarget } from './databases';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface CounterStoreCase {
  target: DatabaseTarget;
  store: 'memory' | 'redis';
  /** Unset for the in-memory counters. */
  redisUrl: string | undefined;
  name: string;
}

/**
 * The rate-limit counters (in memory, or shared through Redis) and the database are independent
 * of each other: each store runs once, on the databases in turn (memory on PGlite, Redis on
 * PostgreSQL when both are there), so every store and every database is covered without running
 * the whole product of the two.
 */
export function counterStoreCases(): CounterStoreCase[] {
  const targets = databaseTargets();
  return (['memory', 'redis'] as const).map((store, i) => {
    const target = targets[i % targets.length]!;
    return {
      target,
      store,
      redisUrl: store === 'redis' ? TEST_REDIS_URL : undefined,
      name: `${target.name} + ${store}`,
    };
  });
}
