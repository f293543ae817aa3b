import { ZFeedGraduate } from '@registrar/shared-api/contracts';
import { toValues } from '../graduates/service';
import type { GraduateValues, Incoming } from './classify';
import { type SourceRow, UnreadableRow } from './sources/types';

/** Reading a source row: the values it would write, or why it cannot be taken. */

/** What the session a row names says of it: its end gives a missing graduation year. */
export type SessionEnds = Map<string, number | null>;

const sessionKey = (code: string) => code.trim().toUpperCase();

/**
 * Why a row cannot be taken, with the student id and matric number it gives when they are
 * readable text: its graduate is then in the source, rejected, not missing from it.
 */
export interface Rejection {
  reason: string;
  studentId: string | null;
  matricNumber: string | null;
}

const IDENTIFIER_MAX = 100;
const identifierIn = (value: unknown, key: string): string | null => {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const given = (value as Record<string, unknown>)[key];
  if (typeof given !== 'string') return null;
  const text = given.trim();
  return text !== '' && text.length <= IDENTIFIER_MAX ? text : null;
};

/** A source row → the values it would write, or why it cannot be taken. */
export function readRow(row: SourceRow, sessions: SessionEnds): Incoming | Rejection {
  const rejection = (reason: string): Rejection => ({
    reason: `${row.at}: ${reason}`,
    studentId: identifierIn(row.value, 'student_id'),
    matricNumber: identifierIn(row.value, 'matric_number'),
  });
  if (row.value instanceof UnreadableRow) return rejection(row.value.reason);
  const parsed = ZFeedGraduate.safeParse(row.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`,
    );
    return rejection(issues.join('; '));
  }
  const { student_id, graduation_session, graduation_year, ...fields } = parsed.data;
  const year =
    graduation_year ?? (graduation_session ? sessions.get(sessionKey(graduation_session)) : null);
  if (year === undefined || year === null) {
    return rejection('graduation_year: Required (or a graduation_session whose end date is known)');
  }
  return {
    // toValues writes every field (absent optional ones as null).
    values: toValues({ ...fields, graduation_year: year }) as GraduateValues,
    studentId: student_id ?? null,
    sessionCode: graduation_session ? graduation_session.trim() : null,
  };
}
