import type {
  TAuthUser,
  TInstitution,
  TPaymentsMode,
  TPortalInstitution,
  TUpdateInstitutionRequest,
} from '@registrar/shared-api/contracts';
import type { Db, Institution } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { loadSmsConfig } from '../sms/config';
import * as repo from './repository';

const toContract = (row: Institution): TInstitution => ({
  id: row.id,
  name: row.name,
  acronym: row.acronym,
  logo_url: row.logo_url,
  text_logo_url: row.text_logo_url,
  banner_url: row.banner_url,
  theme: { primary: row.theme_primary, secondary: row.theme_secondary },
});

/**
 * The portal's institution as the public sees it: its branding, how payments are taken, and
 * whether SMS updates are offered (a gateway is configured).
 */
export async function getInstitution(
  db: Db,
  paymentsMode: TPaymentsMode,
): Promise<TPortalInstitution> {
  const row = await repo.findCurrent(db);
  if (!row) throw notFound('The institution is not configured.');
  return {
    ...toContract(row),
    payments: { mode: paymentsMode },
    sms: { enabled: loadSmsConfig().termii !== null },
  };
}

/**
 * Replaces the branding and records what changed (before → after) in the audit log. Only an
 * administrator may change it (the portal's identity is not a registry officer's call).
 */
export async function updateInstitution(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TUpdateInstitutionRequest,
  context: AuditContext,
): Promise<TInstitution> {
  assertRole(actor, 'administrator');
  return db.transaction().execute(async (trx) => {
    const before = await repo.findById(trx, id);
    if (!before) throw notFound('Institution not found.');
    const after = await repo.update(trx, id, {
      name: input.name,
      acronym: input.acronym,
      logo_url: input.logo_url || null,
      text_logo_url: input.text_logo_url || null,
      banner_url: input.banner_url || null,
      theme_primary: input.theme.primary.toLowerCase(),
      theme_secondary: input.theme.secondary.toLowerCase(),
    });
    const [old, next] = [toContract(before), toContract(after)];
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof TInstitution)[])
        .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
        .map((key) => [key, { from: old[key], to: next[key] }]),
    );
    await recordAudit(trx, context, {
      action: 'institution.update',
      entityType: 'institution',
      entityId: id,
      details: { changes },
    });
    return next;
  });
}
