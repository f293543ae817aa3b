import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import stringify from 'safe-stable-stringify';
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_REPLAYED_HEADER,
} from '@registrar/shared-api/contracts';
import type { Database, Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import * as repo from './repository';

/** What a write is given when its request carries an Idempotency-Key. */
export interface IdempotencyKey {
  /**
   * Stores what a retry with this key is answered from, inside the write's own transaction: the
   * write commits with it or not at all. Throws (rolling the write back) when another request
   * with the key committed first; the handler then answers as that one did.
   */
  record(trx: Transaction<Database>, stored: unknown): Promise<void>;
  /**
   * Undoes `record` inside a later transaction that undoes the write's effect (a payment the
   * provider refused is marked failed): the request failed, and its retry is judged afresh.
   */
  release(trx: Transaction<Database>): Promise<void>;
  /**
   * Replaces what `record` stored, in a later transaction of the same write, once its answer is
   * complete (a payment's checkout, known only after the provider answered).
   */
  replace(trx: Transaction<Database>, stored: unknown): Promise<void>;
}

/**
 * Thrown by a `replay` when what was recorded names a write that never finished (its process
 * died half-way, and what it started has since been ended): the key is freed and the request
 * is served afresh.
 */
export class RecordedWriteUnfinished extends Error {
  constructor(what: string) {
    super(`the write recorded under this key did not finish: ${what}`);
  }
}

/** Requests with one key kept overtaking each other: the client should try again. */
const IDEMPOTENCY_KEY_BUSY_MESSAGE =
  'Another request with this Idempotency-Key is being handled. Please try again.';

/** Another request with the key committed first: this write must roll back. */
class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken by a concurrent request');
  }
}

/** Marks handlers made by idempotentHandler, so the plugin can check every idempotent route. */
export const IDEMPOTENT_HANDLER = Symbol('idempotent handler');

interface Parts<R extends FastifyRequest, Reply> {
  db: Db;
  /** Performs the write, calling `key.record` in its transaction when a key is given. */
  write: (request: R, key: IdempotencyKey | undefined) => Promise<Reply>;
  /** The answer to a retry, from what the first write recorded. */
  replay: (stored: unknown, request: R) => Reply | Promise<Reply>;
}

/** SHA-256 of the request's params and body as canonical JSON (keys sorted). */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(stringify({ params: request.params ?? null, body: request.body ?? null }) ?? '')
    .digest('hex');

/**
 * The handler of an idempotent route (the contract says `idempotent: true`). Without a key the
 * write runs as usual. With one: a live stored answer is replayed (same request) or refused with
 * 422 (another request); else the write runs and records its answer under the key in its
 * transaction. A write refused with an error stores nothing: it changed nothing, and a retry is
 * judged afresh.
 */
export function idempotentHandler<R extends FastifyRequest, Reply>(parts: Parts<R, Reply>) {
  const handler = async (request: R, reply: FastifyReply): Promise<Reply> => {
    const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
    if (key === undefined) return parts.write(request, undefined);
    const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const fingerprint = fingerprintOf(request);
    /** The stored answer, if any; a recorded write that never finished frees the key. */
    const answerFromStore = async (): Promise<Reply | undefined> => {
      const found = await repo.findLive(parts.db, scope, key);
      if (!found) return undefined;
      if (found.fingerprint !== fingerprint)
        throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
      try {
        const answer = await parts.replay(found.stored, request);
        void reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
        return answer;
      } catch (error) {
        if (!(error instanceof RecordedWriteUnfinished)) throw error;
        request.log.warn({ err: error, scope }, 'idempotency key freed: its write never finished');
        await repo.deleteKey(parts.db, { scope, key, previous: found.stored });
        return undefined;
      }
    };
    const write = async (): Promise<Reply> => {
      // What this request recorded: release and replace touch the key only while it holds that.
      let recorded: { value: unknown } | undefined;
      const answer = await parts.write(request, {
        record: async (trx, stored) => {
          if (!(await repo.insertInWrite(trx, { scope, key, fingerprint, stored })))
            throw new KeyTaken();
          recorded = { value: stored };
        },
        release: async (trx) => {
          if (recorded) await repo.deleteKey(trx, { scope, key, previous: recorded.value });
        },
        replace: async (trx, stored) => {
          if (
            recorded &&
            (await repo.replaceStored(trx, { scope, key, previous: recorded.value, stored }))
          )
            recorded = { value: stored };
        },
      });
      if (!recorded) throw new Error(`${scope} did not record its Idempotency-Key`);
      return answer;
    };
    // Twice at most: a concurrent request with the key may commit first (this write then rolls
    // back and answers as that one), and that one may then fail and free the key again.
    for (let pass = 1; ; pass += 1) {
      const earlier = await answerFromStore();
      if (earlier !== undefined) return earlier;
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        if (pass >= 2) throw new HttpError(409, IDEMPOTENCY_KEY_BUSY_MESSAGE);
      }
    }
  };
  return Object.assign(handler, { [IDEMPOTENT_HANDLER]: true as const });
}
