import type {
  TAuthUser,
  TDecideIdentityCheckRequest,
  TIdentityCheck,
  TListIdentityChecksQuery,
  TPaginated,
  TRequestIdentityCheckRequest,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { iso, isoOrNull } from '../../lib/iso';
import { paginate } from '../../lib/paginate';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { findByMatricNumber } from '../graduates/repository';
import { enqueueMail } from '../mail/notifications';

/** Open requests one record may have: more add nothing for staff, only noise. */
const MAX_PENDING_PER_GRADUATE = 3;

/**
 * Files a request for staff to confirm an applicant. The caller learns nothing from it: an
 * unknown matric number, or a record with requests enough pending, is answered the same way.
 */
export async function requestCheck(
  db: Db,
  input: TRequestIdentityCheckRequest,
  context: AuditContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const graduate = await findByMatricNumber(trx, input.matric_number);
    if (!graduate) return;
    const { pending } = await trx
      .selectFrom('identity_checks')
      .select(sql<number>`count(*)::int`.as('pending'))
      .where('graduate_id', '=', graduate.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (pending >= MAX_PENDING_PER_GRADUATE) return;
    const { id } = await trx
      .insertInto('identity_checks')
      .values({
        graduate_id: graduate.id,
        full_name: input.full_name,
        email: input.email_address,
        phone: input.phone_number || null,
        note: input.note || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, context, {
      action: 'identity.check_requested',
      entityType: 'identity_check',
      entityId: id,
      details: { graduate_id: graduate.id },
    });
  });
}

const checksQuery = (db: Db) =>
  db
    .selectFrom('identity_checks as c')
    .innerJoin('graduates as g', 'g.id', 'c.graduate_id')
    .leftJoin('staff_users as s', 's.id', 'c.decided_by')
    .select([
      'c.id',
      'c.status',
      'c.full_name',
      'c.email',
      'c.phone',
      'c.note',
      'c.created_at',
      'c.decided_at',
      'c.decision_note',
      's.name as decided_by_name',
      'g.id as graduate_id',
      'g.matric_number',
      'g.surname',
      'g.first_name',
      'g.other_names',
      'g.email as graduate_email',
      'g.programme',
      'g.graduation_year',
    ]);

type CheckRow = Awaited<ReturnType<ReturnType<typeof checksQuery>['executeTakeFirstOrThrow']>>;

const toIdentityCheck = (row: CheckRow): TIdentityCheck => ({
  id: row.id,
  status: row.status,
  full_name: row.full_name,
  email: row.email,
  phone: row.phone,
  note: row.note,
  created_at: iso(row.created_at),
  decided_at: isoOrNull(row.decided_at),
  decided_by_name: row.decided_by_name,
  decision_note: row.decision_note,
  graduate: {
    id: row.graduate_id,
    matric_number: row.matric_number,
    name: [row.first_name, row.other_names, row.surname].filter(Boolean).join(' '),
    email: row.graduate_email,
    programme: row.programme,
    graduation_year: row.graduation_year,
  },
});

/** Pending first (oldest first: they have waited longest), then decided ones, newest first. */
export async function listChecks(
  db: Db,
  actor: TAuthUser | null,
  query: TListIdentityChecksQuery,
): Promise<TPaginated<TIdentityCheck>> {
  assertRole(actor, ...REGISTRY);
  let rows = checksQuery(db);
  let count = db.selectFrom('identity_checks').select(sql<number>`count(*)::int`.as('total'));
  if (query.status) {
    rows = rows.where('c.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const page = await rows
    .orderBy(sql`c.status = 'pending'`, 'desc')
    .orderBy(sql`CASE WHEN c.status = 'pending' THEN c.created_at END`, 'asc')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return paginate(
    page.map(toIdentityCheck),
    total,
    query.page,
    query.per_page,
    '/api/identity-checks',
    {
      status: query.status,
    },
  );
}

/**
 * Clearing puts the confirmed contact on the graduate record (audited as a change of the record)
 * so the applicant proves control of it with a code like anyone else; refusing tells them why.
 */
export async function decideCheck(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  decision: TDecideIdentityCheckRequest,
  context: AuditContext,
): Promise<TIdentityCheck> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const check = await trx
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!check) throw notFound('Identity check not found.');
    if (check.status !== 'pending')
      throw new HttpError(409, 'This identity check has already been decided.');
    const note = decision.note || null;
    if (decision.decision === 'clear') {
      const before = await trx
        .selectFrom('graduates')
        .select('email')
        .where('id', '=', check.graduate_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('graduates')
        .set({ email: decision.email, updated_at: sql`now()` })
        .where('id', '=', check.graduate_id)
        .execute();
      await recordAudit(trx, context, {
        action: 'graduate.updated',
        entityType: 'graduate',
        entityId: check.graduate_id,
        details: {
          changes: { email: { from: before.email, to: decision.email } },
          identity_check: id,
        },
      });
      await enqueueMail(
        trx,
        'identity_check_cleared',
        check.email,
        { full_name: check.full_name, contact: decision.email },
        { type: 'identity_check', id },
      );
    } else {
      await enqueueMail(
        trx,
        'identity_check_refused',
        check.email,
        { full_name: check.full_name, note: decision.note },
        { type: 'identity_check', id },
      );
    }
    await trx
      .updateTable('identity_checks')
      .set({
        status: decision.decision === 'clear' ? 'cleared' : 'refused',
        decided_by: user.id,
        decided_at: sql`now()`,
        decision_note: note,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, context, {
      action: decision.decision === 'clear' ? 'identity.check_cleared' : 'identity.check_refused',
      entityType: 'identity_check',
      entityId: id,
      details: { graduate_id: check.graduate_id, note },
    });
    const row = await checksQuery(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
    return toIdentityCheck(row);
  });
}
