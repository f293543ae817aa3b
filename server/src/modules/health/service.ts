import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

export async function checkHealth(db: Db): Promise<{ db: 'ok' }> {
  try {
    await sql`SELECT 1`.execute(db);
    return { db: 'ok' };
  } catch {
    throw new HttpError(503, 'The database is not available.');
  }
}
