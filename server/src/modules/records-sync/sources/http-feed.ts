import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type TFeedCatalogue,
  ZFeedCatalogue,
  ZFeedGraduatesPage,
} from '@registrar/shared-api/contracts';
import {
  type GraduateReadOptions,
  type RecordsSource,
  RecordsSourceError,
  type RecordsSourceOptions,
  type SourceRow,
} from './types';

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_PAGE_SIZE = 500;
const DEFAULT_RETRY_DELAY_MS = 1000;
const DEFAULT_ATTEMPTS = 4;
/** More pages than any register needs (10 million rows at the default page size). */
const MAX_PAGES_PER_SESSION = 20_000;

/** More than any page of 5,000 rows needs: a larger answer is refused before it fills memory. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** The answer's text, refused once it passes MAX_ANSWER_BYTES. */
async function cappedText(response: Response, what: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new RecordsSourceError(
        `${what} answered more than ${String(MAX_ANSWER_BYTES / 1024 / 1024)} MiB for one page.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An answer worth asking again for: the source or a proxy in front of it is busy or down. */
const isPassing = (status: number) => status === 429 || status >= 500;

class Refused extends Error {}

/**
 * The token to send: the first line of RECORDS_SOURCE_TOKEN_FILE, else RECORDS_SOURCE_TOKEN. The
 * file is read again after the feed refuses a token, so a rotated token is taken up without a
 * restart.
 */
function tokenSource(options: RecordsSourceOptions) {
  const read = async () =>
    options.tokenFile
      ? (await readFile(options.tokenFile, 'utf8')).split(/\r?\n/)[0]?.trim() || undefined
      : options.token;
  let cached: string | undefined;
  return {
    current: async () => (cached ??= await read()),
    /** Reads the file again; true when it now holds another token. */
    renew: async () => {
      if (!options.tokenFile) return false;
      const before = cached;
      cached = await read();
      return cached !== before;
    },
  };
}

/**
 * The records system's HTTP feed (docs/records-source.md): `GET sessions-and-programmes`, then
 * `GET graduates?session=…` page by page, with a bearer token. A request that times out, fails
 * to connect or is answered 429 or 5xx is sent again after 1, 2, 4 s (four times in all); a 401
 * or 403 re-reads the token file once; anything else fails the run with what the feed said.
 */
export function httpFeedSource(baseUrl: string, options: RecordsSourceOptions): RecordsSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const token = tokenSource(options);
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function once(url: URL, signal: AbortSignal | undefined): Promise<Response> {
    const bearer = await token.current();
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new Refused(String(response.status));
    }
    return response;
  }

  async function getJson(path: string, query: Record<string, string>, signal?: AbortSignal) {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let renewed = false;
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      signal?.throwIfAborted();
      try {
        const response = await once(url, signal);
        if (response.ok) {
          try {
            return JSON.parse(await cappedText(response, url.pathname)) as unknown;
          } catch (error) {
            if (error instanceof RecordsSourceError) throw error;
            // A body that stops arriving is a timeout (asked again), not a malformed answer.
            if (error instanceof Error && error.name === 'TimeoutError') throw error;
            throw new RecordsSourceError(`${url.pathname} did not answer JSON.`);
          }
        }
        await response.body?.cancel();
        lastProblem = `answered ${String(response.status)}`;
        if (!isPassing(response.status)) break;
      } catch (error) {
        if (error instanceof RecordsSourceError) throw error;
        if (signal?.aborted) throw error;
        if (error instanceof Refused) {
          if (!renewed && (await token.renew())) {
            renewed = true;
            attempt -= 1;
            continue;
          }
          throw new RecordsSourceError(
            `The records source refused the token (${error.message}). Renew RECORDS_SOURCE_TOKEN, ` +
              'or the token in the file RECORDS_SOURCE_TOKEN_FILE names.',
          );
        }
        lastProblem =
          error instanceof Error && error.name === 'TimeoutError'
            ? `did not answer within ${String(timeoutMs / 1000)} s`
            : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      }
      if (attempt < attempts) await sleep(retryDelayMs * 2 ** (attempt - 1), undefined, { signal });
    }
    throw new RecordsSourceError(
      `The records source ${lastProblem} for ${url.pathname}${url.search}` +
        (attempts > 1 ? ` (tried ${String(attempts)} times).` : '.'),
    );
  }

  const parsed = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new RecordsSourceError(
      `The records source's ${what} is not in the feed format: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}.`,
    );
  };

  return {
    async catalogue(signal): Promise<TFeedCatalogue> {
      return parsed(
        ZFeedCatalogue,
        await getJson('sessions-and-programmes', {}, signal),
        'sessions and programmes',
      );
    },
    async *graduates({ sessions, updatedSince, signal }: GraduateReadOptions) {
      const limit = String(options.pageSize ?? DEFAULT_PAGE_SIZE);
      for (const session of sessions) {
        let pageToken: string | null = null;
        let page = 0;
        const seen = new Set<string>();
        do {
          page += 1;
          const query: Record<string, string> = { session, limit };
          if (pageToken) query.page_token = pageToken;
          if (updatedSince) query.updated_since = updatedSince.toISOString();
          const answer = parsed(
            ZFeedGraduatesPage,
            await getJson('graduates', query, signal),
            `page ${String(page)} of session ${session}`,
          );
          const at = (row: number) =>
            `session ${session}, page ${String(page)}, row ${String(row)}`;
          const rows: SourceRow[] = answer.graduates.map((value, index) => ({
            at: at(index + 1),
            value: withSession(value, session),
          }));
          if (rows.length > 0) yield rows;
          // A feed that hands back the token it was given, or pages without end, would read forever.
          if (pageToken !== null) seen.add(pageToken);
          if (answer.next_page_token !== null && seen.has(answer.next_page_token)) {
            throw new RecordsSourceError(
              `The records source gave page ${String(page)} of session ${session} a next_page_token it had already given.`,
            );
          }
          if (page >= MAX_PAGES_PER_SESSION && answer.next_page_token !== null) {
            throw new RecordsSourceError(
              `The records source's session ${session} did not end within ${String(MAX_PAGES_PER_SESSION)} pages.`,
            );
          }
          pageToken = answer.next_page_token;
        } while (pageToken);
      }
    },
  };
}

/** A row read under a session belongs to it unless it names one itself. */
function withSession(value: unknown, session: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const row = value as Record<string, unknown>;
  return row.graduation_session ? row : { ...row, graduation_session: session };
}
