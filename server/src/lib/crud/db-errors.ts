import { HttpError } from '../http-errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../pg-errors';

/** 409 for a row something else still refers to (an application, a payment...). */
export const inUse = (label: string) =>
  new HttpError(409, `This ${label} is in use and cannot be deleted. Deactivate it instead.`);

/**
 * Runs a write and turns the database's own refusals into answers: a unique index hit (two
 * requests racing past the service's check) becomes `onUnique`, a foreign key still pointing at a
 * deleted row becomes `onInUse`. The transaction has rolled back by then: nothing changed.
 */
export async function mapDbErrors<T>(
  run: () => Promise<T>,
  answers: { onUnique?: () => HttpError; onInUse?: () => HttpError },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION && answers.onUnique) throw answers.onUnique();
    if (code === FOREIGN_KEY_VIOLATION && answers.onInUse) throw answers.onInUse();
    throw error;
  }
}
