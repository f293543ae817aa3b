import type { Db } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';

/** The stored row of a bearer token, found by its hash as the server finds it. */
export const tokenRow = (db: Db, token: string) =>
  db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

/** Every audited action so far, oldest first. */
export const auditActions = async (db: Db) =>
  (await db.selectFrom('audit_log').select('action').orderBy('id').execute()).map(
    (row) => row.action,
  );
