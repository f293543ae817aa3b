import type { TFeedCatalogue } from '@registrar/shared-api/contracts';

/** One row as the source gave it, with where it stood there ("page 3, row 12", "line 45"). */
export interface SourceRow {
  at: string;
  value: unknown;
}

export interface GraduateReadOptions {
  /** The sessions to read, from the catalogue. */
  sessions: string[];
  /** Only rows changed since then (incremental); a source that cannot tell gives all its rows. */
  updatedSince: Date | null;
  signal?: AbortSignal;
}

/**
 * Where graduate records come from. `graduates` yields pages of raw rows: each row is checked on
 * its own by the diff, so one malformed row is rejected with its reason and the rest go on. A
 * failure of the source itself (unreachable after retries, a refused token, a file that is not
 * CSV) throws a `RecordsSourceError`, which fails the run with its message.
 */
export interface RecordsSource {
  catalogue(signal?: AbortSignal): Promise<TFeedCatalogue>;
  graduates(options: GraduateReadOptions): AsyncIterable<SourceRow[]>;
}

/** The source could not be read; the message is for the administrator. */
export class RecordsSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordsSourceError';
  }
}

/** How the sources reach outside: the token, the drop folder, the timing. */
export interface RecordsSourceOptions {
  /** RECORDS_SOURCE_TOKEN: the feed's bearer token. */
  token?: string | undefined;
  /** RECORDS_SOURCE_TOKEN_FILE: a file holding it, read again when the feed refuses a token. */
  tokenFile?: string | undefined;
  /** RECORDS_DROP_DIR: the folder a file drop's name is read from. */
  dropDir?: string | undefined;
  /** How long one request of the feed may take. */
  requestTimeoutMs?: number;
  /** Rows asked for per page. */
  pageSize?: number;
  /** The first wait before a retry; each next wait doubles. */
  retryDelayMs?: number;
  /** How many times a failed request is sent in all. */
  attempts?: number;
}

/** A row the source could not even read as a row (a CSV line of the wrong width, a bad JSON line). */
export class UnreadableRow {
  constructor(readonly reason: string) {}
}
