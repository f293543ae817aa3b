import { sql, type Updateable } from 'kysely';
import type { Db, NewStaffUser, StaffRole, StaffUsersTable } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

/** Every column but the password hash, which never leaves this module's writes. */
const columns = [
  'id',
  'name',
  'username',
  'email',
  'role',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export interface StaffFilters {
  search?: string | undefined;
  role?: StaffRole | undefined;
}

const filtered = (db: Db, filters: StaffFilters) => {
  let query = db.selectFrom('staff_users');
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', pattern),
        eb(sql`lower(username)`, 'like', pattern),
        eb(sql`lower(email)`, 'like', pattern),
      ]),
    );
  }
  if (filters.role) query = query.where('role', '=', filters.role);
  return query;
};

export async function list(db: Db, filters: StaffFilters, page: number, perPage: number) {
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .select(columns)
    .orderBy('name')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total) };
}

export const findById = (db: Db, id: number) =>
  db.selectFrom('staff_users').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();

export const findByUsername = (db: Db, username: string) =>
  db.selectFrom('staff_users').select('id').where('username', '=', username).executeTakeFirst();

export const findByEmail = (db: Db, email: string, exceptId?: number) => {
  let query = db
    .selectFrom('staff_users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export const insert = (db: Db, values: NewStaffUser) =>
  db.insertInto('staff_users').values(values).returning(columns).executeTakeFirstOrThrow();

export const update = (db: Db, id: number, values: Updateable<StaffUsersTable>) =>
  db
    .updateTable('staff_users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();

/** Revokes the user's live tokens, except `keepTokenId` (the caller's own session). */
export async function revokeTokens(db: Db, userId: number, keepTokenId?: number): Promise<number> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '<>', keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
