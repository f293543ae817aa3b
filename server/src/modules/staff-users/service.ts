import type {
  TCreateStaffUserRequest,
  TListStaffUsersQuery,
  TPaginated,
  TStaffUser,
  TUpdateStaffUserRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { hashPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/password-rules';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import type { Session } from '../auth/service';
import { changesBetween } from '../../lib/audit-changes';
import { isUniqueViolation } from '../../lib/pg-errors';
import { iso } from '../../lib/iso';
import * as repo from './repository';

const USER_NOT_FOUND = 'Staff user not found.';
const USERNAME_TAKEN = 'This username is already taken.';
const EMAIL_TAKEN = 'This email is already used by another account.';

/** 422 on `password` when it is on the common-password list (lib/password-rules.ts). */
function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw invalid({ password: [problem] });
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toStaffUser = (row: Row): TStaffUser => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  role: row.role,
  is_active: row.is_active,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Two requests racing past the checks meet the unique indexes: still a 409 on the field. */
async function uniqueFields<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? '');
    throw detail.includes('username')
      ? conflict('username', USERNAME_TAKEN)
      : conflict('email', EMAIL_TAKEN);
  }
}

export async function listStaffUsers(
  db: Db,
  session: Session | null,
  query: TListStaffUsersQuery,
): Promise<TPaginated<TStaffUser>> {
  assertRole(session?.user, 'administrator');
  const { page, per_page: perPage, ...filters } = query;
  const { rows, total } = await repo.list(db, filters, page, perPage);
  return paginate(rows.map(toStaffUser), total, page, perPage, '/api/staff-users', {
    ...filters,
    per_page: perPage,
  });
}

/** Hashes the password before the transaction: argon2 is slow and PGlite has one connection. */
export async function createStaffUser(
  db: Db,
  session: Session | null,
  input: TCreateStaffUserRequest,
  context: AuditContext,
): Promise<TStaffUser> {
  assertRole(session?.user, 'administrator');
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return uniqueFields(() =>
    db.transaction().execute(async (trx) => {
      if (await repo.findByUsername(trx, input.username)) {
        throw conflict('username', USERNAME_TAKEN);
      }
      if (await repo.findByEmail(trx, input.email)) throw conflict('email', EMAIL_TAKEN);
      const user = toStaffUser(
        await repo.insert(trx, {
          name: input.name,
          username: input.username,
          email: input.email,
          role: input.role,
          password_hash: passwordHash,
        }),
      );
      await recordAudit(trx, context, {
        action: 'staff_user.created',
        entityType: 'staff_user',
        entityId: user.id,
        details: {
          after: { name: user.name, username: user.username, email: user.email, role: user.role },
        },
      });
      return user;
    }),
  );
}

/**
 * Updates name, email, role and the active flag. An administrator cannot change their own role
 * or deactivate themselves (no one locks the office out by mistake); deactivating an account
 * revokes all its tokens at once.
 */
export async function updateStaffUser(
  db: Db,
  session: Session | null,
  id: number,
  input: TUpdateStaffUserRequest,
  context: AuditContext,
): Promise<TStaffUser> {
  const actor = assertRole(session?.user, 'administrator');
  return uniqueFields(() =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findById(trx, id);
      if (!before) throw notFound(USER_NOT_FOUND);
      if (actor.id === id) {
        const errors: Record<string, string[]> = {};
        if (input.role !== before.role) errors.role = ['You cannot change your own role'];
        if (!input.is_active) errors.is_active = ['You cannot deactivate your own account'];
        if (Object.keys(errors).length > 0) throw invalid(errors);
      }
      if (await repo.findByEmail(trx, input.email, id)) throw conflict('email', EMAIL_TAKEN);
      const after = toStaffUser(await repo.update(trx, id, input));
      const revoked = !after.is_active ? await repo.revokeTokens(trx, id) : 0;
      await recordAudit(trx, context, {
        action: 'staff_user.updated',
        entityType: 'staff_user',
        entityId: id,
        details: {
          changes: changesBetween(toStaffUser(before), after, [
            'name',
            'email',
            'role',
            'is_active',
          ]),
          ...(revoked > 0 ? { tokens_revoked: revoked } : {}),
        },
      });
      return after;
    }),
  );
}

/** Sets a new password and signs the account out everywhere but the caller's own session. */
export async function setStaffUserPassword(
  db: Db,
  session: Session | null,
  id: number,
  password: string,
  context: AuditContext,
): Promise<void> {
  assertRole(session?.user, 'administrator');
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await repo.findById(trx, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const revoked = await repo.revokeTokens(trx, id, session?.tokenId);
    await recordAudit(trx, context, {
      action: 'staff_user.password_set',
      entityType: 'staff_user',
      entityId: id,
      details: { tokens_revoked: revoked },
    });
  });
}
