import {
  GRADUATE_IMPORT_COLUMNS,
  type TAuthUser,
  type TImportGraduatesResult,
  type TImportRowError,
  ZGraduateInput,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { fieldError, invalid } from '../../lib/http-errors';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { isBlankRecord, parseCsv } from './csv';
import * as repo from './repository';
import { toValues } from './service';

/**
 * A graduate's email is where the code that releases their records goes, so every change of it
 * is audited on the record, as a change made on its form is.
 */
async function auditContactChanges(
  trx: Db,
  context: AuditContext,
  before: { id: number; key: string; email: string | null }[],
  rows: repo.GraduateValues[],
) {
  const incoming = new Map(rows.map((row) => [row.matric_number.toUpperCase(), row.email]));
  for (const { id, key, email } of before) {
    const next = incoming.get(key);
    if (!next || next === email) continue;
    await recordAudit(trx, context, {
      action: 'graduate.updated',
      entityType: 'graduate',
      entityId: id,
      details: { changes: { email: { from: email, to: next } }, via: 'import' },
    });
  }
}

type Column = (typeof GRADUATE_IMPORT_COLUMNS)[number];
const OPTIONAL_COLUMNS = new Set<Column>(['other_names', 'email', 'class_of_degree']);
const REQUIRED_COLUMNS = GRADUATE_IMPORT_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c));
const CHUNK = 200;

const normalizeHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

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

/**
 * Imports graduates from CSV: each row is checked with the POST schema, rows are upserted by
 * matric number, all valid rows in one transaction. When no row is valid nothing changes and
 * the answer is a 422 with `errors['rows.<n>.<field>']`.
 */
export async function importGraduates(
  db: Db,
  actor: TAuthUser | null,
  csv: string,
  context: AuditContext,
): Promise<{ message: string; data: TImportGraduatesResult }> {
  assertRole(actor, ...REGISTRY);
  const parsed = parseCsv(csv);
  if ('error' in parsed) throw fieldError('csv', parsed.error);
  const [header, ...records] = parsed.records;
  if (!header || isBlankRecord(header)) throw fieldError('csv', 'The file has no header row');
  const positions = readHeader(header);

  const errors: TImportRowError[] = [];
  const valid: repo.GraduateValues[] = [];
  const firstRowOf = new Map<string, number>();
  let failed = 0;
  records.forEach((record, index) => {
    const row = index + 2; // the header is row 1
    if (isBlankRecord(record)) return;
    if (record.length !== header.length) {
      failed += 1;
      const message = `Expected ${header.length} values, found ${record.length}`;
      errors.push({ row, field: 'row', message });
      return;
    }
    const result = ZGraduateInput.safeParse(rowInput(record, positions));
    if (!result.success) {
      failed += 1;
      for (const issue of result.error.issues) {
        errors.push({ row, field: issue.path.join('.') || 'row', message: issue.message });
      }
      return;
    }
    const first = firstRowOf.get(result.data.matric_number);
    if (first !== undefined) {
      failed += 1;
      errors.push({ row, field: 'matric_number', message: `Same matric number as row ${first}` });
      return;
    }
    firstRowOf.set(result.data.matric_number, row);
    valid.push(toValues(result.data));
  });

  if (valid.length === 0) {
    if (errors.length === 0) throw fieldError('csv', 'The file has no rows');
    const byField: Record<string, string[]> = {};
    for (const e of errors) (byField[`rows.${e.row}.${e.field}`] ??= []).push(e.message);
    throw invalid(byField, 'No row could be imported.');
  }

  let created = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < valid.length; i += CHUNK) {
      const chunk = valid.slice(i, i + CHUNK);
      const before = await repo.emailsOf(
        trx,
        chunk.map((v) => v.matric_number.toUpperCase()),
      );
      const saved = await repo.upsertMany(trx, chunk);
      created += saved.filter((r) => r.inserted).length;
      await auditContactChanges(trx, context, before, chunk);
    }
    await recordAudit(trx, context, {
      action: 'graduate.imported',
      entityType: 'graduate',
      details: {
        created,
        updated: valid.length - created,
        failed,
        matric_numbers: valid.slice(0, 500).map((v) => v.matric_number),
      },
    });
  });
  const updated = valid.length - created;
  return {
    message: `Imported ${valid.length} row(s): ${created} created, ${updated} updated, ${failed} failed.`,
    data: { created, updated, failed, errors },
  };
}
