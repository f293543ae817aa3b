import { type TSyncRowKind, graduateRecordFields } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db, GraduatesTable } from '../../db/schema';
import type { IdentityValues } from '../../db/schema-records-sync';

/**
 * One source row against the graduate records: the rules of the diff, used again at apply time
 * against the records as they are then.
 */

/** What a sync never overwrites unasked: the fields that say who the graduate is. */
export const IDENTITY_FIELDS = [
  'matric_number',
  'surname',
  'first_name',
  'other_names',
  'email',
] as const satisfies readonly (keyof IdentityValues)[];

type RecordField = (typeof graduateRecordFields)[number];
/** The fields of a graduate record staff write, every one present. */
export type GraduateValues = Pick<Selectable<GraduatesTable>, RecordField>;

/** A valid source row, as the values it would write. */
export interface Incoming {
  values: GraduateValues;
  studentId: string | null;
  sessionCode: string | null;
}

/** A graduate record as the diff compares it. */
export interface Target extends GraduateValues {
  id: number;
  source_id: string | null;
  source_identity: IdentityValues | null;
  session_code: string | null;
}

export type Change = { from: unknown; to: unknown };
export type Changes = Record<string, Change>;

export interface Classified {
  kind: Exclude<TSyncRowKind, 'missing'>;
  target: Target | null;
  changes: Changes | null;
  reason: string | null;
  /** The record's values after the row is written (new and changed rows). */
  write: { values: GraduateValues; sessionCode: string | null; studentId: string | null } | null;
  /** Name, email and matric number as the source gives them (a row without an email keeps the one on record). */
  sourceIdentity: IdentityValues | null;
}

export const identityOf = (values: IdentityValues): IdentityValues => ({
  matric_number: values.matric_number,
  surname: values.surname,
  first_name: values.first_name,
  other_names: values.other_names,
  email: values.email,
});

const sameIdentity = (a: IdentityValues, b: IdentityValues) =>
  IDENTITY_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

const displayName = (values: IdentityValues) =>
  [values.surname, values.first_name, values.other_names].filter(Boolean).join(' ');

export const nameOf = displayName;

/** The graduates a page of rows may touch, by the source's student id and by matric number. */
export interface Lookup {
  bySource: Map<string, Target>;
  byMatric: Map<string, Target>;
}

/**
 * `lock`: the records are locked until the transaction ends (apply, decisions), so a staff edit
 * either lands before the row is classified again or waits until it is written.
 */
export async function lookUp(db: Db, rows: Incoming[], lock = false): Promise<Lookup> {
  const ids = [...new Set(rows.flatMap((row) => (row.studentId ? [row.studentId] : [])))];
  const matrics = [...new Set(rows.map((row) => row.values.matric_number.toUpperCase()))];
  if (rows.length === 0) return { bySource: new Map(), byMatric: new Map() };
  const query = db
    .selectFrom('graduates as g')
    .leftJoin('academic_sessions as s', 's.id', 'g.graduation_session_id')
    .select([
      'g.id',
      ...graduateRecordFields.map((field) => `g.${field}` as const),
      'g.source_id',
      'g.source_identity',
      's.code as session_code',
    ])
    .where((eb) =>
      eb.or([
        eb(sql<string>`upper(g.matric_number)`, 'in', matrics),
        ...(ids.length > 0 ? [eb('g.source_id', 'in', ids)] : []),
      ]),
    );
  const found = await (lock ? query.forUpdate('g') : query).execute();
  const lookup: Lookup = { bySource: new Map(), byMatric: new Map() };
  for (const target of found) {
    if (target.source_id) lookup.bySource.set(target.source_id, target);
    lookup.byMatric.set(target.matric_number.toUpperCase(), target);
  }
  return lookup;
}

export const differs = (a: unknown, b: unknown) => (a ?? null) !== (b ?? null);

/**
 * The row against the records:
 * - matched by the source's student id first, else by matric number; a matric number held by
 *   another student's record is a rejection;
 * - name, email and matric number are merged three ways, with what the source last wrote: a
 *   change only the source made is taken; one only staff made is kept; where both changed, or
 *   the record never came from the source, the row is a conflict for staff to decide;
 * - the other fields are the records system's to say and are taken;
 * - a row without an email keeps the email on record.
 */
export function classify(incoming: Incoming, lookup: Lookup): Classified {
  const matric = incoming.values.matric_number.toUpperCase();
  const bySource = incoming.studentId ? lookup.bySource.get(incoming.studentId) : undefined;
  const byMatric = lookup.byMatric.get(matric);
  const rejected = (reason: string): Classified => ({
    kind: 'rejected',
    target: null,
    changes: null,
    reason,
    write: null,
    sourceIdentity: null,
  });
  if (bySource && byMatric && bySource.id !== byMatric.id) {
    return rejected(
      `Matric number ${matric} is on the record of ${displayName(byMatric)}; the source gives it to student ${String(incoming.studentId)}`,
    );
  }
  const target = bySource ?? byMatric;
  if (!target) {
    return newRecord(incoming, {
      sessionCode: incoming.sessionCode,
      studentId: incoming.studentId,
      sourceIdentity: identityOf(incoming.values),
    });
  }
  if (
    !bySource &&
    target.source_id &&
    incoming.studentId &&
    target.source_id !== incoming.studentId
  ) {
    return rejected(
      `Matric number ${matric} is on record for student ${target.source_id}, not ${incoming.studentId}`,
    );
  }

  const offered = { ...incoming.values, email: incoming.values.email ?? target.email };
  const current = identityOf(target);
  const last = target.source_identity;
  // A row without an email says nothing of it: the source's email stays the one it last gave.
  const fromSource = identityOf({
    ...incoming.values,
    email: incoming.values.email ?? (last ? last.email : target.email),
  });
  let identity: IdentityValues = current;
  let conflict: string | null = null;
  if (!sameIdentity(current, fromSource)) {
    if (last && sameIdentity(current, last)) identity = fromSource;
    else if (!(last && sameIdentity(fromSource, last))) {
      conflict = last
        ? 'Staff changed the name, email or matric number by hand, and the source changed it too'
        : 'The record was not made from the source, and the source gives another name, email or matric number';
    }
  }
  const values: GraduateValues = { ...offered, ...identity };
  const changes: Changes = {};
  for (const field of graduateRecordFields) {
    const to =
      conflict && (IDENTITY_FIELDS as readonly string[]).includes(field)
        ? offered[field]
        : values[field];
    if (differs(target[field], to))
      changes[field] = { from: target[field] ?? null, to: to ?? null };
  }
  if (incoming.sessionCode && differs(target.session_code, incoming.sessionCode)) {
    changes.graduation_session = { from: target.session_code, to: incoming.sessionCode };
  }
  if (incoming.studentId && differs(target.source_id, incoming.studentId)) {
    changes.student_id = { from: target.source_id, to: incoming.studentId };
  }
  const write = {
    values,
    sessionCode: incoming.sessionCode ?? target.session_code,
    studentId: incoming.studentId ?? target.source_id,
  };
  if (conflict) {
    return {
      kind: 'conflict',
      target,
      changes,
      reason: conflict,
      write,
      sourceIdentity: fromSource,
    };
  }
  const unlinked = !last || !sameIdentity(last, fromSource);
  if (Object.keys(changes).length === 0 && !unlinked) {
    return {
      kind: 'unchanged',
      target,
      changes: null,
      reason: null,
      write: null,
      sourceIdentity: fromSource,
    };
  }
  return {
    kind: 'changed',
    target,
    changes,
    reason: Object.keys(changes).length === 0 ? 'Linked to the records system as it is' : null,
    write,
    sourceIdentity: fromSource,
  };
}

/** A row that makes a new record, with what the record keeps of where it came from. */
export const newRecord = (
  incoming: Incoming,
  from: {
    sessionCode: string | null;
    studentId: string | null;
    sourceIdentity: IdentityValues | null;
  },
): Classified => ({
  kind: 'new',
  target: null,
  changes: null,
  reason: null,
  write: { values: incoming.values, sessionCode: from.sessionCode, studentId: from.studentId },
  sourceIdentity: from.sourceIdentity,
});

/** Whether a change touches who the graduate is (audited on the record). */
export const touchesIdentity = (changes: Changes | null) =>
  IDENTITY_FIELDS.some((field) => changes?.[field] !== undefined);
