import type { TAuthUser, TListMailQuery, TMailMessage } from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/paginate';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { iso, isoOrNull } from '../../lib/iso';
import * as repo from './repository';

const MAIL_NOT_FOUND = 'Email not found.';

const toMail = (row: repo.MailRow): TMailMessage => ({
  id: row.id,
  kind: row.kind,
  to: row.recipient,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  max_attempts: row.max_attempts,
  next_attempt_at: row.status === 'pending' ? iso(row.run_at) : null,
  error: row.last_error,
  transport: row.transport,
  text: row.text,
  entity_type: row.entity_type,
  entity_id: row.entity_id,
  sent_at: isoOrNull(row.sent_at),
  created_at: iso(row.created_at),
});

export async function listMail(db: Db, actor: TAuthUser | null, query: TListMailQuery) {
  assertRole(actor, ...REGISTRY);
  const filters = {
    status: query.status,
    kind: query.kind,
    search: query.search || undefined,
  };
  const total = await repo.count(db, filters);
  const rows = await repo.list(db, filters, query.per_page, (query.page - 1) * query.per_page);
  return paginate(rows.map(toMail), total, query.page, query.per_page, '/api/mail', {
    per_page: query.per_page === 10 ? undefined : query.per_page,
    status: query.status,
    kind: query.kind,
    search: filters.search,
  });
}

/** The .eml as sent; only staff who work the registry may read applicants' mail. */
export async function downloadMail(db: Db, actor: TAuthUser | null, id: number) {
  assertRole(actor, ...REGISTRY);
  const row = await repo.rawMessage(db, id);
  if (!row) throw notFound(MAIL_NOT_FOUND);
  if (!row.raw_message) throw notFound('This email has not been sent yet.');
  return Buffer.from(row.raw_message);
}

export async function retryMail(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
): Promise<TMailMessage> {
  assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockById(trx, id);
    if (!row) throw notFound(MAIL_NOT_FOUND);
    if (row.status !== 'failed') throw new HttpError(409, 'Only a failed email can be sent again.');
    await repo.requeue(trx, id);
    await recordAudit(trx, context, { action: 'mail.retried', entityType: 'outbox', entityId: id });
    return toMail((await repo.findById(trx, id))!);
  });
}
