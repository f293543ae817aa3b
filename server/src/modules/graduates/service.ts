import {
  graduateRecordFields,
  STUDENT_NOT_FOUND,
  type TAcademicSession,
  type TAuthUser,
  type TGraduate,
  type TGraduateInput,
  type TListGraduatesQuery,
  type TPaginated,
} from '@registrar/shared-api/contracts';
import type { Selectable } from 'kysely';
import type { Db, GraduatesTable } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordEntityAudit } from '../audit/repository';
import { changesBetween } from '../../lib/audit-changes';
import { mapDbErrors } from '../../lib/crud';
import { iso } from '../../lib/iso';
import * as repo from './repository';

export class StudentNotFoundError extends HttpError {
  constructor() {
    super(404, STUDENT_NOT_FOUND, { error: STUDENT_NOT_FOUND });
  }
}

const GRADUATE_NOT_FOUND = 'Graduate not found.';
const MATRIC_TAKEN = 'A graduate with this matric number already exists.';

export const toGraduate = (
  row: Selectable<GraduatesTable> & { graduation_session?: string | null },
): TGraduate => ({
  id: row.id,
  matric_number: row.matric_number,
  surname: row.surname,
  first_name: row.first_name,
  other_names: row.other_names,
  email: row.email,
  programme: row.programme,
  faculty: row.faculty,
  department: row.department,
  degree: row.degree,
  class_of_degree: row.class_of_degree,
  graduation_year: row.graduation_year,
  graduation_session: row.graduation_session ?? null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Validated input → column values: empty optional text is stored as null, emails lowercase. */
export const toValues = (input: TGraduateInput): repo.GraduateValues => ({
  matric_number: input.matric_number,
  surname: input.surname,
  first_name: input.first_name,
  other_names: input.other_names || null,
  email: input.email ? input.email.toLowerCase() : null,
  programme: input.programme,
  faculty: input.faculty,
  department: input.department,
  degree: input.degree,
  class_of_degree: input.class_of_degree || null,
  graduation_year: input.graduation_year,
});

export async function listGraduates(
  db: Db,
  actor: TAuthUser | null,
  query: TListGraduatesQuery,
): Promise<TPaginated<TGraduate>> {
  assertRole(actor, ...REGISTRY);
  const { page, per_page: perPage, ...filters } = query;
  const { rows, total } = await repo.list(db, filters, page, perPage);
  return paginate(rows.map(toGraduate), total, page, perPage, '/api/graduates', {
    ...filters,
    per_page: perPage,
  });
}

export async function listAcademicSessions(
  db: Db,
  actor: TAuthUser | null,
): Promise<TAcademicSession[]> {
  assertRole(actor, ...REGISTRY);
  const rows = await repo.listSessions(db);
  return rows.map((row) => ({ ...row, graduates: Number(row.graduates ?? 0) }));
}

export async function getGraduate(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...REGISTRY);
  const row = await repo.findById(db, id);
  if (!row) throw notFound(GRADUATE_NOT_FOUND);
  return toGraduate(row);
}

/** A concurrent insert of the same matric number loses on the unique index: still a 409. */
const uniqueMatric = <T>(run: () => Promise<T>): Promise<T> =>
  mapDbErrors(run, { onUnique: () => conflict('matric_number', MATRIC_TAKEN) });

/** 409 on `matric_number` when another graduate (not `exceptId`) holds `matric`. */
async function assertMatricFree(trx: Db, matric: string, exceptId?: number): Promise<void> {
  if (await repo.findOtherWithMatric(trx, matric, exceptId)) {
    throw conflict('matric_number', MATRIC_TAKEN);
  }
}

export async function createGraduate(
  db: Db,
  actor: TAuthUser | null,
  input: TGraduateInput,
  context: AuditContext,
): Promise<TGraduate> {
  assertRole(actor, ...REGISTRY);
  return uniqueMatric(() =>
    db.transaction().execute(async (trx) => {
      await assertMatricFree(trx, input.matric_number);
      const graduate = toGraduate(await repo.insert(trx, toValues(input)));
      await recordEntityAudit(trx, context, 'graduate', 'created', graduate.id, {
        after: toValues(input),
      });
      return graduate;
    }),
  );
}

export async function updateGraduate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TGraduateInput,
  context: AuditContext,
): Promise<TGraduate> {
  assertRole(actor, ...REGISTRY);
  return uniqueMatric(() =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findById(trx, id, true);
      if (!before) throw notFound(GRADUATE_NOT_FOUND);
      await assertMatricFree(trx, input.matric_number, id);
      const after = toGraduate(await repo.update(trx, id, toValues(input)));
      await recordEntityAudit(trx, context, 'graduate', 'updated', id, {
        changes: changesBetween(toGraduate(before), after, graduateRecordFields),
      });
      return after;
    }),
  );
}

export async function deleteGraduate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<void> {
  assertRole(actor, ...REGISTRY);
  await db.transaction().execute(async (trx) => {
    const before = await repo.findById(trx, id, true);
    if (!before) throw notFound(GRADUATE_NOT_FOUND);
    const references = await repo.referencesTo(trx, id);
    if (references.length > 0) {
      throw new HttpError(409, `This graduate has ${references.join(', ')} and cannot be deleted.`);
    }
    await repo.remove(trx, id);
    await recordEntityAudit(trx, context, 'graduate', 'deleted', id, {
      before: toGraduate(before),
    });
  });
}
