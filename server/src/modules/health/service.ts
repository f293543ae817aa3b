import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/** How long the database may take to answer a health check before it counts as not answering. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

const NOT_AVAILABLE = 'The database is not available.';

/** The database answers `SELECT 1` within HEALTH_DB_TIMEOUT_MS, or 503. */
export async function checkHealth(db: Db): Promise<{ db: 'ok' }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), HEALTH_DB_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), late]);
    return { db: 'ok' };
  } catch {
    throw new HttpError(503, NOT_AVAILABLE);
  } finally {
    clearTimeout(timer);
  }
}
