import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Tells the session cache (modules/auth/session-cache.ts) when a signed-in session may have
 * changed: a token revoked, expired or deleted, a staff account's name, e-mail, role, status or
 * second factor changed. `version` moves on every such change; the cache keeps an entry only while
 * the version it was read under is current, and only while `watching` (it would otherwise miss
 * changes made by other processes).
 *
 * Two sources, so that no path is left out:
 * - this process's own writes, seen on the way to the database (`watchAuthWrites`): the version
 *   moves after the statement and again after its transaction commits or rolls back, so a request
 *   that read the old row meanwhile cannot keep it;
 * - every process's writes, from the database (migration 0013: triggers `pg_notify` on
 *   `registrar_auth_changed` when a session-relevant column changes, rows are deleted or the table
 *   is truncated); the handle LISTENs on its own connection (PostgreSQL) or on PGlite itself.
 *   A lost listener connection moves the version and stops `watching` until it is back.
 */
export interface AuthChangeFeed {
  readonly version: number;
  readonly watching: boolean;
}

export const AUTH_CHANGED_CHANNEL = 'registrar_auth_changed';

export class AuthChanges implements AuthChangeFeed {
  version = 0;
  watching = false;

  changed(): void {
    this.version++;
  }

  setWatching(watching: boolean): void {
    this.watching = watching;
    this.version++;
  }
}

/**
 * Whether a statement may change a session: a write (not a SELECT, not a plain INSERT — a new row
 * changes no cached one) naming auth_tokens or staff_users. The once-a-minute refresh of a
 * token's last use is not one (the cache keeps its own copy of it; migration 0013's trigger
 * ignores it too). A raw statement that only reads those tables counts: one needless refresh.
 */
export function changesSessions(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  const { sql } = query;
  // Every statement passes here: the cheap test first.
  if (!sql.includes('auth_tokens') && !sql.includes('staff_users')) return false;
  if (kind === 'InsertQueryNode' && !UPSERT.test(sql)) return false;
  // Raw text (sql``, lib/prepared-query.ts): a plain SELECT reads.
  if (kind === 'RawNode' && READ.test(sql) && !WRITE_WORD.test(sql)) return false;
  return !TOUCH.test(sql);
}

const UPSERT = /\bon conflict\b[^]*\bdo update\b/i;
const READ = /^\s*\(?\s*select\b/i;
const WRITE_WORD = /\b(update|delete|truncate|insert|alter|drop)\b/i;

const TOUCH = /^update "auth_tokens" set "last_used_at" = \$1 where "id" = \$2$/;

/** A connection whose statements are checked by changesSessions. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** A statement of the open transaction changed sessions: move the version again at its end. */
  dirty = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: AuthChanges,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!changesSessions(query)) return this.inner.executeQuery<R>(query);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.changes.changed();
      if (this.inTransaction) this.dirty = true;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (changesSessions(query)) this.changes.changed();
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

type SavepointCompile = Parameters<NonNullable<Driver['savepoint']>>[2];

class WatchedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly changes: AuthChanges,
  ) {}

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof WatchedConnection ? connection.inner : connection;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    let watched = this.connections.get(inner);
    if (!watched) {
      watched = new WatchedConnection(inner, this.changes);
      this.connections.set(inner, watched);
    }
    return watched;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await this.inner.beginTransaction(this.unwrap(connection), settings);
    if (connection instanceof WatchedConnection) {
      connection.inTransaction = true;
      connection.dirty = false;
    }
  }

  private ended(connection: DatabaseConnection): void {
    if (!(connection instanceof WatchedConnection)) return;
    if (connection.dirty) this.changes.changed();
    connection.inTransaction = false;
    connection.dirty = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(this.unwrap(connection));
    } finally {
      this.ended(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(this.unwrap(connection));
    } finally {
      this.ended(connection);
    }
  }

  private async savepointCall(
    method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint',
    connection: DatabaseConnection,
    name: string,
    compile: SavepointCompile,
  ): Promise<void> {
    const call = this.inner[method];
    if (!call) throw new Error('savepoints are not supported by this driver');
    await call.call(this.inner, this.unwrap(connection), name, compile);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.savepointCall('savepoint', connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.savepointCall('rollbackToSavepoint', connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.savepointCall('releaseSavepoint', connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with every statement checked by changesSessions (see AuthChangeFeed). */
export function watchAuthWrites(dialect: Dialect, changes: AuthChanges): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), changes),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** What listenForAuthChanges needs of a node-postgres Client. */
interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  removeAllListeners(): unknown;
}

export interface AuthChangeListenerOptions {
  /** A new, unconnected client (node-postgres `new Client(url)`). */
  createClient: () => ListeningClient;
  changes: AuthChanges;
  /** Told when the listener is lost and when it is back (the server logs it). */
  onStatus?: (status: 'lost' | 'restored', error?: Error) => void;
  /** Wait before the first reconnection, doubled per failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * LISTENs on `registrar_auth_changed` over a connection of its own (a pooled one would LISTEN on
 * whichever connection the pool gives back). Until it listens, and whenever the connection is
 * lost, `changes.watching` is false: the session cache is bypassed rather than trusted blind.
 * Resolves once listening or after the first failure (then it keeps retrying in the background);
 * the returned stop() ends it.
 */
export async function listenForAuthChanges(
  options: AuthChangeListenerOptions,
): Promise<() => Promise<void>> {
  const { changes } = options;
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let stopped = false;
  let client: ListeningClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let wasLost = false;

  /** Ends the current client, if any; a failed one may still hold a socket, its complaint ignored. */
  const release = async () => {
    const current = client;
    client = undefined;
    if (!current) return;
    current.removeAllListeners();
    current.on('error', () => undefined);
    await current.end().catch(() => undefined);
  };

  const lost = (error?: Error) => {
    if (stopped) return;
    void release();
    if (!wasLost) options.onStatus?.('lost', error);
    wasLost = true;
    changes.setWatching(false);
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = options.createClient();
    client = next;
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('the listener connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANGED_CHANNEL) changes.changed();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    } catch (error) {
      if (client === next) lost(error as Error);
      return;
    }
    if (stopped || client !== next) return;
    changes.setWatching(true);
    wait = retryMs;
    if (wasLost) options.onStatus?.('restored');
    wasLost = false;
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    changes.setWatching(false);
    await release();
  };
}
