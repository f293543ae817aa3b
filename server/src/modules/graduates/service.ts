import {
  STUDENT_NOT_FOUND,
  type TApplicantRecord,
  type TCheckMatricNumberQuery,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import * as repo from './repository';

export class StudentNotFoundError extends HttpError {
  constructor() {
    super(404, STUDENT_NOT_FOUND, { error: STUDENT_NOT_FOUND });
  }
}

/** The graduate record an applicant applies with, plus the email they gave to be reached at. */
export async function checkMatricNumber(
  db: Db,
  query: TCheckMatricNumberQuery,
): Promise<TApplicantRecord> {
  const graduate = await repo.findByMatricNumber(db, query.matric_number);
  if (!graduate) throw new StudentNotFoundError();
  return { ...graduate, email_address: query.email_address.toLowerCase() };
}
