import { CompiledQuery, sql } from 'kysely';
import { Client } from 'pg';
import { AuthChanges, changesSessions, listenForAuthChanges } from '../src/db/auth-changes';
import { SessionCache } from '../src/modules/auth/session-cache';
import type { TokenWithUser } from '../src/modules/auth/repository';
import { addStaffAndSignIn, bearer, signIn, startTestApp, type TestApp } from './support/app';
import { createPostgresDatabase, databaseTargets } from './support/databases';

/**
 * Issue 9: staff sessions are reused from a per-process cache (modules/auth/session-cache.ts)
 * for at most SESSION_CACHE_MS, and forgotten the moment they may have changed: on this
 * process's own writes (db/auth-changes.ts) and, through migration 0013's NOTIFY, on any
 * process's.
 */
const row = (overrides: Partial<TokenWithUser> = {}): TokenWithUser => ({
  token_id: 1,
  remember: false,
  last_used_at: new Date(),
  expires_at: new Date(Date.now() + 3_600_000),
  revoked_at: null,
  id: 1,
  name: 'A',
  username: 'a',
  email: 'a@x.test',
  role: 'administrator',
  is_active: true,
  totp_enabled_at: null,
  ...overrides,
});

describe('SessionCache', () => {
  const watchingFeed = () => {
    const feed = new AuthChanges();
    feed.setWatching(true);
    return feed;
  };

  it('answers from the cache until the feed moves, the entry ages or watching stops', () => {
    const feed = watchingFeed();
    const cache = new SessionCache(feed, { maxAgeMs: 1000 });
    cache.remember('h', row(), cache.version, 0);
    expect(cache.get('h', 500)).toBeDefined();
    expect(cache.get('h', 1001)).toBeUndefined();
    cache.remember('h', row(), cache.version, 2000);
    feed.changed();
    expect(cache.get('h', 2001)).toBeUndefined();
    cache.remember('h', row(), cache.version, 3000);
    feed.setWatching(false);
    expect(cache.get('h', 3001)).toBeUndefined();
    expect(cache.hits).toBe(1);
  });

  it('does not keep a row read before a change (the read may have seen the old row)', () => {
    const feed = watchingFeed();
    const cache = new SessionCache(feed, { maxAgeMs: 1000 });
    const version = cache.version;
    feed.changed();
    cache.remember('h', row(), version, 0);
    expect(cache.get('h', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while not watching, or when off (maxAgeMs 0)', () => {
    const unwatched = new SessionCache(new AuthChanges(), { maxAgeMs: 1000 });
    unwatched.remember('h', row(), unwatched.version, 0);
    expect(unwatched.get('h', 1)).toBeUndefined();
    const off = new SessionCache(watchingFeed(), { maxAgeMs: 0 });
    off.remember('h', row(), off.version, 0);
    expect(off.get('h', 0)).toBeUndefined();
    expect(off.enabled).toBe(false);
  });

  it('holds at most maxEntries, the oldest going first', () => {
    const cache = new SessionCache(watchingFeed(), { maxAgeMs: 1000, maxEntries: 2 });
    for (const hash of ['a', 'b', 'c']) cache.remember(hash, row(), cache.version, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});

describe('changesSessions', () => {
  const raw = (text: string) => CompiledQuery.raw(text);
  const node = (kind: string, text: string) =>
    ({ sql: text, parameters: [], query: { kind } }) as unknown as CompiledQuery;

  it('counts writes to auth_tokens and staff_users, not reads, inserts or the last-use refresh', () => {
    expect(changesSessions(node('SelectQueryNode', 'select * from "auth_tokens"'))).toBe(false);
    expect(changesSessions(node('InsertQueryNode', 'insert into "auth_tokens" values ($1)'))).toBe(
      false,
    );
    expect(
      changesSessions(
        node('UpdateQueryNode', 'update "auth_tokens" set "last_used_at" = $1 where "id" = $2'),
      ),
    ).toBe(false);
    expect(
      changesSessions(
        node('UpdateQueryNode', 'update "auth_tokens" set "revoked_at" = $1 where "id" = $2'),
      ),
    ).toBe(true);
    expect(changesSessions(node('UpdateQueryNode', 'update "staff_users" set "role" = $1'))).toBe(
      true,
    );
    expect(changesSessions(node('DeleteQueryNode', 'delete from "auth_tokens"'))).toBe(true);
    expect(changesSessions(node('UpdateQueryNode', 'update "applications" set "x" = 1'))).toBe(
      false,
    );
    expect(
      changesSessions(
        node(
          'InsertQueryNode',
          'insert into "staff_users" ("id") values ($1) on conflict ("id") do update set "role" = $2',
        ),
      ),
    ).toBe(true);
    expect(changesSessions(raw('select "t"."id" from "auth_tokens" as "t"'))).toBe(false);
    expect(changesSessions(raw('UPDATE auth_tokens SET revoked_at = now()'))).toBe(true);
    expect(changesSessions(raw('TRUNCATE staff_users CASCADE'))).toBe(true);
  });
});

describe.each(databaseTargets())('session cache on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t.app, t.admin);
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  const tokenIdOf = async (token: string) => {
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
    return rows[0]!.id;
  };

  it('answers a signed-in request from the cache once the session has been read', async () => {
    await me(admin);
    const { hits, misses } = t.app.sessionCache;
    for (let i = 0; i < 5; i++) expect((await me(admin)).statusCode).toBe(200);
    expect(t.app.sessionCache.hits - hits).toBe(5);
    expect(t.app.sessionCache.misses - misses).toBe(0);
  });

  it('refuses a cached token on the very next request after logout', async () => {
    const token = await signIn(t.app, t.admin);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sees this process’s own direct writes at once: revocation, deactivation, a new role', async () => {
    const staff = await addStaffAndSignIn(t, {
      name: 'Cached Officer',
      username: 'cached',
      email: 'cached@x.test',
      role: 'registry_officer',
    });
    expect((await me(staff)).json().data.role).toBe('registry_officer');
    const setStaff = (values: { role?: 'bursary'; is_active?: boolean }) =>
      t.app.db.updateTable('staff_users').set(values).where('username', '=', 'cached').execute();
    await setStaff({ role: 'bursary' });
    expect((await me(staff)).json().data.role).toBe('bursary');
    await setStaff({ is_active: false });
    expect((await me(staff)).statusCode).toBe(401);
    await setStaff({ is_active: true });
    expect((await me(staff)).statusCode).toBe(200);
    await sql`UPDATE auth_tokens SET revoked_at = now() WHERE id = ${await tokenIdOf(staff)}`.execute(
      t.app.db,
    );
    expect((await me(staff)).statusCode).toBe(401);
  });

  it('forgets the cache at the end of a transaction that changed a session, even a rolled back one', async () => {
    const token = await signIn(t.app, t.admin);
    const id = await tokenIdOf(token);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: new Date() })
          .where('id', '=', id)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('id', '=', id)
        .execute();
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps the cache through a token’s once-a-minute last-use refresh', async () => {
    const token = await signIn(t.app, t.admin);
    const id = await tokenIdOf(token);
    await sql`UPDATE auth_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = ${id}`.execute(
      t.app.db,
    );
    const settle = () =>
      new Promise((resolve) => setTimeout(resolve, target.name === 'postgres' ? 300 : 0));
    await settle();
    const version = t.app.authChanges.version;
    expect((await me(token)).statusCode).toBe(200);
    await settle();
    const touched = await t.app.db
      .selectFrom('auth_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - touched.last_used_at.getTime()).toBeLessThan(30_000);
    expect(t.app.authChanges.version).toBe(version);
    const hits = t.app.sessionCache.hits;
    expect((await me(token)).statusCode).toBe(200);
    expect(t.app.sessionCache.hits).toBe(hits + 1);
  });

  it('notifies on session changes only: the last-use refresh forward and TOTP step claims do not', async () => {
    // Each notification moves the feed once; this process's own write moves it once more.
    const feed = t.app.authChanges;
    const moves = async (run: () => Promise<unknown>) => {
      const before = feed.version;
      await run();
      // PostgreSQL's notification arrives on the listener's connection shortly after the commit.
      await new Promise((resolve) => setTimeout(resolve, target.name === 'postgres' ? 300 : 0));
      return feed.version - before;
    };
    const token = await signIn(t.app, t.admin);
    const id = await tokenIdOf(token);
    const later = new Date(Date.now() + 60_000);
    const update = (text: ReturnType<typeof sql>) => moves(() => text.execute(t.app.db));
    expect(await update(sql`UPDATE auth_tokens SET last_used_at = ${later} WHERE id = ${id}`)).toBe(
      1,
    );
    expect(
      await update(sql`UPDATE staff_users SET totp_last_step = 5 WHERE email = ${t.admin.email}`),
    ).toBe(1);
    expect(
      await update(
        sql`UPDATE auth_tokens SET last_used_at = ${new Date(Date.now() - 60_000)} WHERE id = ${id}`,
      ),
    ).toBe(2);
    expect(await update(sql`UPDATE auth_tokens SET revoked_at = now() WHERE id = ${id}`)).toBe(2);
    expect(
      await update(sql`UPDATE staff_users SET name = 'Renamed' WHERE email = ${t.admin.email}`),
    ).toBe(2);
  });
});

describe('session cache off (SESSION_CACHE_MS=0)', () => {
  it('reads the session from the database on every request', async () => {
    const [target] = databaseTargets();
    const t = await startTestApp(target!, { security: { sessionCacheMs: 0 } });
    try {
      const token = await signIn(t.app, t.admin);
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
      }
      expect(t.app.sessionCache.hits).toBe(0);
    } finally {
      await t.close();
    }
  });
});

const postgresOnly = databaseTargets().filter((target) => target.name === 'postgres');
const describePostgres = postgresOnly.length > 0 ? describe : describe.skip;

describePostgres('session cache across processes on PostgreSQL', () => {
  let t: TestApp;
  let other: Client;
  let admin: string;
  beforeAll(async () => {
    // The test's own database, so that a second connection (another process) can reach it.
    const database = await createPostgresDatabase();
    t = await startTestApp({ name: 'postgres', create: () => Promise.resolve(database) });
    admin = await signIn(t.app, t.admin);
    if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL database');
    other = new Client({ connectionString: database.config.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  /** Polls until `token` is refused; how long it took (ms), or undefined after `limitMs`. */
  const refusedWithin = async (token: string, limitMs: number) => {
    const start = Date.now();
    while (Date.now() - start < limitMs) {
      if ((await me(token)).statusCode === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return undefined;
  };

  it('another process’s revocation reaches this process’s cache through NOTIFY', async () => {
    const token = await signIn(t.app, t.admin);
    expect((await me(token)).statusCode).toBe(200);
    const hits = t.app.sessionCache.hits;
    expect((await me(token)).statusCode).toBe(200);
    expect(t.app.sessionCache.hits).toBe(hits + 1);
    await other.query(
      'UPDATE auth_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM auth_tokens)',
    );
    const took = await refusedWithin(token, 2000);
    expect(took).toBeDefined();
    expect(took!).toBeLessThan(1000);
  });

  it('without the trigger, the cache would keep a revoked token: the NOTIFY is what forgets it', async () => {
    const token = await signIn(t.app, t.admin);
    expect((await me(token)).statusCode).toBe(200);
    await other.query('ALTER TABLE auth_tokens DISABLE TRIGGER auth_tokens_changed');
    try {
      await other.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM auth_tokens)',
      );
      expect(await refusedWithin(token, 300)).toBeUndefined();
    } finally {
      await other.query('ALTER TABLE auth_tokens ENABLE TRIGGER auth_tokens_changed');
    }
    // The cache's age limit still ends it (SESSION_CACHE_MS, 10 s by default); a new change now
    // notifies again.
    await other.query("UPDATE staff_users SET name = name || '.' WHERE id = 1");
    expect(await refusedWithin(token, 2000)).toBeDefined();
  });

  it('a lost listener connection turns the cache off until the listener is back', async () => {
    expect(t.app.authChanges.watching).toBe(true);
    await me(admin);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      const deadline = Date.now() + 2000;
      while (t.app.authChanges.watching && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(t.app.authChanges.watching).toBe(false);
      const misses = t.app.sessionCache.misses;
      expect((await me(admin)).statusCode).toBe(200);
      expect((await me(admin)).statusCode).toBe(200);
      // Both went to the database, unless the listener already came back in between.
      if (!t.app.authChanges.watching) expect(t.app.sessionCache.misses).toBe(misses + 2);
      while (!t.app.authChanges.watching && Date.now() < deadline + 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(t.app.authChanges.watching).toBe(true);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('session change listener lost'),
        expect.stringContaining('session change listener restored'),
      ]);
      // And it listens again: another process's revocation is seen.
      const token = await signIn(t.app, t.admin);
      await me(token);
      await other.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM auth_tokens)',
      );
      expect(await refusedWithin(token, 2000)).toBeDefined();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('listenForAuthChanges', () => {
  it('keeps retrying a connection that fails, not watching meanwhile, and stops when told', async () => {
    const changes = new AuthChanges();
    let attempts = 0;
    const statuses: string[] = [];
    const failing = () => {
      attempts++;
      const handlers: Record<string, (error?: Error) => void> = {};
      return {
        connect: () => Promise.reject(new Error('connection refused')),
        query: () => Promise.resolve(),
        end: () => Promise.resolve(),
        on: (event: string, listener: (error?: Error) => void) => {
          handlers[event] = listener;
          return undefined;
        },
        removeAllListeners: () => undefined,
      };
    };
    const stop = await listenForAuthChanges({
      createClient: failing as never,
      changes,
      onStatus: (status) => statuses.push(status),
      retryMs: 10,
      maxRetryMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await stop();
    const after = attempts;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(after).toBeGreaterThanOrEqual(3);
    expect(attempts).toBe(after);
    expect(changes.watching).toBe(false);
    expect(statuses).toEqual(['lost']);
  });
});
