import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * PGlite runs each statement synchronously on the event loop, and kysely-pglite-dialect hands its
 * one connection to the next waiting query at once (a resolved promise). Under load that chains
 * every waiting request into a single turn of the event loop, and Node (libuv) accepts one new
 * TCP connection per turn: a client that connected while 30 others kept the server busy waited 30
 * such rounds for its first answer (bench:api: the 50th of 50 connections' first
 * submission took 4.5 s while the median took 150 ms; strace showed one accept4 per ~100 ms).
 *
 * This driver hands the connection over on the next turn instead (setImmediate): the caller that
 * released it goes on at once, and between two holders the loop accepts and reads. One loop turn
 * costs microseconds; a PGlite statement hundreds of them.
 */
export function handOverOnNextTurn(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new NextTurnDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class NextTurnDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  acquireConnection() {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    setImmediate(() => {
      // Only a connection this driver did not hand out is refused: a bug, said where it shows.
      this.inner.releaseConnection(connection).catch((error: unknown) => {
        console.error('[db] PGlite connection release failed', error);
      });
    });
  }

  destroy() {
    return this.inner.destroy();
  }
}
