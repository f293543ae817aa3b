import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parse } from 'csv-parse';
import { FEED_GRADUATE_FIELDS, FILE_NAME_PATTERN } from '@registrar/shared-api/contracts';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './http-feed';
import {
  type GraduateReadOptions,
  type RecordsSource,
  RecordsSourceError,
  type RecordsSourceOptions,
  type SourceRow,
  UnreadableRow,
} from './types';

const BATCH = 500;
/** No graduate row is near this long; a longer one is not a register. */
const MAX_RECORD_BYTES = 64 * 1024;
type Format = 'csv' | 'jsonl';

/** `.csv`, or `.jsonl`/`.ndjson` (JSON Lines: one graduate object per line). */
export function formatOf(location: string): Format {
  const name = /^https?:\/\//i.test(location) ? new URL(location).pathname : location;
  const extension = path.extname(name).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  throw new RecordsSourceError(
    `${location} is neither .csv nor .jsonl/.ndjson: name the file by its format.`,
  );
}

/** A CSV header's column name as the feed's field names are written: `Matric Number` → `matric_number`. */
export const normalizeHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const known = new Set<string>(FEED_GRADUATE_FIELDS);

/** A CSV value as the feed gives it: '' is absent, a year is a number. */
function csvRow(header: string[], record: string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const value = (record[index] ?? '').trim();
    if (value === '') return;
    row[column] = column === 'graduation_year' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  });
  return row;
}

async function* csvRows(input: Readable): AsyncIterable<SourceRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  // pipe() does not pass the source's failure on (a stalled download): the parser ends with it.
  input.once('error', (error) => parser.destroy(error));
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (!header) {
      header = record.map(normalizeHeader);
      const unknown = header.filter((name) => !known.has(name));
      if (unknown.length > 0) {
        throw new RecordsSourceError(`Unknown column(s) in the header: ${unknown.join(', ')}.`);
      }
      continue;
    }
    const at = `line ${String(info.lines)}`;
    if (record.length !== header.length) {
      yield {
        at,
        value: new UnreadableRow(
          `Expected ${String(header.length)} values, found ${String(record.length)}`,
        ),
      };
    } else {
      yield { at, value: csvRow(header, record) };
    }
  }
}

async function* jsonLines(input: Readable): AsyncIterable<SourceRow> {
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = new UnreadableRow('The line is not JSON');
    }
    yield { at: `line ${String(line)}`, value };
  }
}

/**
 * A file the institution puts in the drop folder (RECORDS_DROP_DIR) or serves at an http(s)
 * address: graduate rows as CSV (the feed's field names as the header) or JSON Lines, read as a
 * stream. A file has no catalogue: the sessions its rows name are created from their codes.
 */
export function fileDropSource(location: string, options: RecordsSourceOptions): RecordsSource {
  const format = formatOf(location);

  async function open(signal?: AbortSignal): Promise<Readable> {
    if (/^https?:\/\//i.test(location)) {
      // The timeout is of silence: a large file may take minutes, a stalled one fails.
      const idleMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const controller = new AbortController();
      const idle = setTimeout(() => controller.abort(), idleMs);
      let response: Response;
      try {
        response = await fetch(location, {
          signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
        });
      } catch (error) {
        clearTimeout(idle);
        throw new RecordsSourceError(
          `${location} could not be read (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      if (!response.ok || !response.body) {
        clearTimeout(idle);
        await response.body?.cancel();
        throw new RecordsSourceError(`${location} answered ${String(response.status)}.`);
      }
      const stream = Readable.fromWeb(response.body as WebReadableStream);
      idle.refresh();
      stream.on('data', () => idle.refresh());
      stream.on('close', () => clearTimeout(idle));
      controller.signal.addEventListener('abort', () =>
        stream.destroy(
          new RecordsSourceError(`${location} sent nothing for ${String(idleMs / 1000)} s.`),
        ),
      );
      return stream;
    }
    if (!options.dropDir) {
      throw new RecordsSourceError('RECORDS_DROP_DIR is not set, so no file can be read.');
    }
    if (!FILE_NAME_PATTERN.test(location)) {
      throw new RecordsSourceError(`${location} is not a file name in the drop folder.`);
    }
    const file = path.join(options.dropDir, location);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) {
      throw new RecordsSourceError(`There is no file ${location} in the drop folder.`);
    }
    return createReadStream(file);
  }

  return {
    catalogue: async () => ({ sessions: [], programmes: [] }),
    async *graduates({ signal }: GraduateReadOptions) {
      const input = await open(signal);
      try {
        let batch: SourceRow[] = [];
        const rows = format === 'csv' ? csvRows(input) : jsonLines(input);
        for await (const row of rows) {
          batch.push(row);
          if (batch.length === BATCH) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length > 0) yield batch;
      } catch (error) {
        if (error instanceof RecordsSourceError) throw error;
        throw new RecordsSourceError(
          `The file could not be read: ${error instanceof Error ? error.message : String(error)}.`,
        );
      } finally {
        input.destroy();
      }
    },
  };
}
