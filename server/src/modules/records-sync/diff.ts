import type { TFeedCatalogue, TFeedSession } from '@registrar/shared-api/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { RecordsSyncRowsTable } from '../../db/schema-records-sync';
import { type Incoming, classify, lookUp, nameOf } from './classify';
import { type SessionEnds, readRow } from './read-row';
import { analyzeRecords } from './apply';
import type { RecordsSource } from './sources/types';

type RowValues = Insertable<RecordsSyncRowsTable>;

export interface DiffInput {
  db: Db;
  runId: number;
  mode: 'full' | 'incremental';
  updatedSince: Date | null;
  source: RecordsSource;
  signal?: AbortSignal;
}

/** What a run read besides graduates: stored on the run and written when it is applied. */
export interface RunCatalogue extends TFeedCatalogue {
  sessions_new: number;
  programmes_new: number;
}

const yearOf = (day: string | null | undefined) => (day ? Number(day.slice(0, 4)) : null);

/**
 * Reads the source a page at a time and stores each row's place against the records (the run's
 * diff), so memory holds one page whatever the register's size. A full read also lists the
 * records that came from the source before and are absent now. Each row is stored once: a row
 * repeating an earlier row's matric number or student id is rejected by the diff's unique index.
 */
export async function diffRun(input: DiffInput): Promise<RunCatalogue> {
  const { db, runId, source, signal } = input;
  const catalogue = await source.catalogue(signal);
  await analyzeRecords(db);
  const known = await db
    .selectFrom('academic_sessions')
    .select(['code', sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on')])
    .execute();
  const ends: SessionEnds = new Map(known.map((s) => [s.code.toUpperCase(), yearOf(s.ends_on)]));
  const knownCodes = new Set(ends.keys());
  for (const session of catalogue.sessions)
    ends.set(session.code.toUpperCase(), yearOf(session.ends_on));
  const sessions = new Map<string, TFeedSession>(
    catalogue.sessions.map((session) => [session.code.toUpperCase(), session]),
  );

  let seq = 0;
  for await (const page of source.graduates({
    sessions: catalogue.sessions.map((session) => session.code),
    updatedSince: input.mode === 'incremental' ? input.updatedSince : null,
    ...(signal ? { signal } : {}),
  })) {
    signal?.throwIfAborted();
    const read = page.map((row) => ({ at: row.at, result: readRow(row, ends) }));
    const valid = read.flatMap(({ result }) => ('values' in result ? [result] : []));
    const lookup = await lookUp(db, valid);
    const rows: (RowValues & { at: string })[] = read.map(({ at, result }) => {
      seq += 1;
      if (!('values' in result)) {
        return {
          at,
          run_id: runId,
          seq,
          kind: 'rejected',
          reason: result.reason,
          student_id: result.studentId,
          matric_number: result.matricNumber,
        };
      }
      const code = result.sessionCode?.toUpperCase();
      if (code && !sessions.has(code) && !knownCodes.has(code)) {
        sessions.set(code, { code: result.sessionCode ?? code, name: result.sessionCode ?? code });
      }
      const found = classify(result, lookup);
      return {
        at,
        run_id: runId,
        seq,
        kind: found.kind,
        matric_number: result.values.matric_number,
        student_id: result.studentId,
        graduate_id: found.target?.id ?? null,
        name: nameOf(result.values),
        // Apply and conflict decisions read it again; an unchanged row needs nothing.
        incoming: found.kind === 'unchanged' ? null : JSON.stringify(result satisfies Incoming),
        changes: found.changes ? JSON.stringify(found.changes) : null,
        reason: found.reason ? `${at}: ${found.reason}` : null,
      };
    });
    await storeRows(db, rows);
  }
  if (input.mode === 'full') await storeMissing(db, runId, seq);

  const programmesNew = await countNewProgrammes(
    db,
    catalogue.programmes.map((p) => p.name),
  );
  const allSessions = [...sessions.values()];
  return {
    sessions: allSessions,
    programmes: catalogue.programmes,
    sessions_new: allSessions.filter((s) => !knownCodes.has(s.code.toUpperCase())).length,
    programmes_new: programmesNew,
  };
}

export async function storeRows(db: Db, rows: (RowValues & { at: string })[]) {
  if (rows.length === 0) return;
  const stored = await db
    .insertInto('records_sync_rows')
    .values(rows.map(({ at: _at, ...row }) => row))
    .onConflict((oc) => oc.doNothing())
    .returning('seq')
    .execute();
  if (stored.length === rows.length) return;
  const kept = new Set(stored.map((row) => row.seq));
  const repeats = rows
    .filter((row) => !kept.has(row.seq))
    .map(({ at, ...row }) => ({
      ...row,
      kind: 'rejected' as const,
      graduate_id: null,
      changes: null,
      incoming: null,
      reason: `${at}: Repeats the matric number, student id or record of an earlier row`,
    }));
  await db.insertInto('records_sync_rows').values(repeats).execute();
}

/**
 * Records written by the source before and absent from this full read: reported, kept. A record
 * whose row the source did send but this run rejected is in the source: it is listed as
 * rejected, not as missing. A rejected row names its graduate as a valid row would: by student
 * id, else (a row without one) by matric number. Two NOT EXISTS, each an anti-join the planner
 * can hash: a whole register rejected (a feed that lost a column) must not make this quadratic.
 */
async function storeMissing(db: Db, runId: number, lastSeq: number) {
  await sql`INSERT INTO records_sync_rows (run_id, seq, kind, matric_number, student_id, graduate_id, name, reason)
    SELECT ${runId}, ${lastSeq} + row_number() OVER (ORDER BY g.id), 'missing', g.matric_number,
      g.source_id, g.id, concat_ws(' ', g.surname, g.first_name, g.other_names),
      'On record from the source before; absent from it now. The record is kept.'
    FROM graduates g
    WHERE g.source_identity IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM records_sync_rows r WHERE r.run_id = ${runId} AND r.graduate_id = g.id)
      AND NOT EXISTS (
        SELECT 1 FROM records_sync_rows r
        WHERE r.run_id = ${runId} AND r.kind = 'rejected' AND r.student_id = g.source_id)
      AND NOT EXISTS (
        SELECT 1 FROM records_sync_rows r
        WHERE r.run_id = ${runId} AND r.kind = 'rejected' AND r.student_id IS NULL
          AND upper(r.matric_number) = upper(g.matric_number))
    ON CONFLICT DO NOTHING`.execute(db);
}

async function countNewProgrammes(db: Db, names: string[]) {
  if (names.length === 0) return 0;
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const { known } = await db
    .selectFrom('programmes')
    .select((eb) => eb.fn.countAll<string>().as('known'))
    .where(sql<string>`lower(name)`, 'in', lowered)
    .executeTakeFirstOrThrow();
  return lowered.length - Number(known);
}
