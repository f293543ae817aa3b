/** PostgreSQL's SQLSTATE codes the services answer themselves (the same on PGlite). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a driver error, or undefined for anything else. */
export const pgErrorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/** A unique index refused the write (e.g. two requests racing past the service's own check). */
export const isUniqueViolation = (error: unknown): boolean =>
  pgErrorCode(error) === UNIQUE_VIOLATION;
