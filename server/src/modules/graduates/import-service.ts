import { Readable } from 'node:stream';
import {
  GRADUATE_IMPORT_COLUMNS,
  type TAuthUser,
  type TImportGraduatesResult,
  type TImportRowError,
  ZGraduateInput,
} from '@registrar/shared-api/contracts';
import { CsvError, parse } from 'csv-parse';
import type { Db } from '../../db/schema';
import { fieldError, invalid } from '../../lib/http-errors';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import type { GraduateValues } from '../records-sync/classify';
import { normalizeHeader } from '../records-sync/sources/file-drop';
import { type UploadRow, syncUpload } from '../records-sync/upload';
import { toValues } from './service';

type Column = (typeof GRADUATE_IMPORT_COLUMNS)[number];
const OPTIONAL_COLUMNS = new Set<Column>(['other_names', 'email', 'class_of_degree']);
const REQUIRED_COLUMNS = GRADUATE_IMPORT_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c));
const BATCH = 500;
/** Row errors listed in the answer; `failed` counts them all. */
const MAX_LISTED_ERRORS = 1000;

const isBlankRecord = (record: string[]) => record.every((value) => value.trim() === '');

/** The header row → each known column's position; a file-level problem is a 422 on `csv`. */
function readHeader(header: string[]): Map<Column, number> {
  const positions = new Map<Column, number>();
  const known = new Set<string>(GRADUATE_IMPORT_COLUMNS);
  for (const [index, raw] of header.entries()) {
    const name = normalizeHeader(raw);
    if (!known.has(name)) throw fieldError('csv', `Unknown column "${raw.trim()}" in the header`);
    if (positions.has(name as Column)) throw fieldError('csv', `Column "${name}" appears twice`);
    positions.set(name as Column, index);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length > 0) {
    throw fieldError('csv', `The header is missing the column(s): ${missing.join(', ')}`);
  }
  return positions;
}

/** A CSV record → the POST body shape (text trimmed, '' → null/absent, the year as a number). */
function rowInput(record: string[], positions: Map<Column, number>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [column, index] of positions) {
    const value = (record[index] ?? '').trim();
    if (column === 'graduation_year') {
      input[column] = value === '' ? undefined : /^\d{1,6}$/.test(value) ? Number(value) : value;
    } else if (OPTIONAL_COLUMNS.has(column)) {
      input[column] = value === '' ? null : value;
    } else {
      input[column] = value;
    }
  }
  return input;
}

/** What the import tells staff of the rows it refused, and the first valid matric numbers. */
class Report {
  errors: TImportRowError[] = [];
  failed = 0;
  matricNumbers: string[] = [];
  private readonly firstRowOf = new Map<string, number>();

  refuse(row: number, issues: { field: string; message: string }[]) {
    this.failed += 1;
    for (const issue of issues) {
      if (this.errors.length < MAX_LISTED_ERRORS) this.errors.push({ row, ...issue });
    }
  }

  /** The row of an earlier record with this matric number, else remembers this one. */
  repeats(matricNumber: string, row: number): number | undefined {
    const first = this.firstRowOf.get(matricNumber);
    if (first === undefined) {
      this.firstRowOf.set(matricNumber, row);
      if (this.matricNumbers.length < 500) this.matricNumbers.push(matricNumber);
    }
    return first;
  }
}

/**
 * The file's records, read as a stream by csv-parse (RFC 4180: quotes, "" inside them, CRLF or
 * LF, a BOM), each checked with the POST schema: valid rows in batches, refused ones reported by
 * `row`, the line the record ends on (the header is line 1).
 */
async function* checkedRows(csv: string, report: Report): AsyncIterable<UploadRow[]> {
  const parser = Readable.from([csv]).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, info: true }),
  );
  let positions: Map<Column, number> | undefined;
  let width = 0;
  let batch: UploadRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!positions) {
        if (isBlankRecord(record)) throw fieldError('csv', 'The file has no header row');
        positions = readHeader(record);
        width = record.length;
        continue;
      }
      const row = info.lines;
      if (isBlankRecord(record)) continue;
      if (record.length !== width) {
        const message = `Expected ${String(width)} values, found ${String(record.length)}`;
        report.refuse(row, [{ field: 'row', message }]);
        continue;
      }
      const result = ZGraduateInput.safeParse(rowInput(record, positions));
      if (!result.success) {
        report.refuse(
          row,
          result.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'row',
            message: issue.message,
          })),
        );
        continue;
      }
      const first = report.repeats(result.data.matric_number, row);
      if (first !== undefined) {
        const message = `Same matric number as row ${String(first)}`;
        report.refuse(row, [{ field: 'matric_number', message }]);
        continue;
      }
      const values = toValues(result.data) as GraduateValues;
      batch.push({ line: row, incoming: { values, studentId: null, sessionCode: null } });
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw fieldError('csv', 'A quoted value is not closed');
    }
    throw error;
  }
  if (!positions) throw fieldError('csv', 'The file has no header row');
  if (batch.length > 0) yield batch;
}

/**
 * Imports graduates from CSV through the records sync's pipeline (modules/records-sync): each
 * row is checked with the POST schema, rows are matched by matric number and written in
 * batches, as one `upload` run. When no row is valid nothing changes and the answer is a 422
 * with `errors['rows.<n>.<field>']`.
 */
export async function importGraduates(
  db: Db,
  leaseMs: number,
  actor: TAuthUser | null,
  csv: string,
  context: AuditContext,
): Promise<{ message: string; data: TImportGraduatesResult }> {
  assertRole(actor, ...REGISTRY);
  const report = new Report();
  const result = await syncUpload(db, leaseMs, context, checkedRows(csv, report));
  const { errors, failed } = report;
  if (!result) {
    if (errors.length === 0) throw fieldError('csv', 'The file has no rows');
    const byField: Record<string, string[]> = {};
    for (const e of errors) (byField[`rows.${String(e.row)}.${e.field}`] ??= []).push(e.message);
    throw invalid(byField, 'No row could be imported.');
  }
  const { created, runId } = result;
  // A row matching a record is counted as updated, whether or not it changed anything.
  const updated = result.updated + result.unchanged;
  await recordAudit(db, context, {
    action: 'graduate.imported',
    entityType: 'graduate',
    details: { created, updated, failed, run_id: runId, matric_numbers: report.matricNumbers },
  });
  return {
    message: `Imported ${String(created + updated)} row(s): ${String(created)} created, ${String(updated)} updated, ${String(failed)} failed.`,
    data: { created, updated, failed, errors },
  };
}
