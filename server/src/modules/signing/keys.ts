import { X509Certificate } from 'node:crypto';
import {
  KEY_ALREADY_RETIRED,
  RETIRE_CURRENT_KEY,
  RETIRE_LAST_KEY,
  type TAuthUser,
  type TSigningKey,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { iso, isoOrNull } from '../../lib/iso';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import { trustedCertificates } from './certificates';
import type { InstitutionSigner } from './plugin';

const KEY_NOT_FOUND = 'No key of the institution has this fingerprint.';

const keyRows = (db: Db) =>
  db
    .selectFrom('signing_certificates as c')
    .leftJoin('staff_users as s', 's.id', 'c.retired_by')
    .select([
      'c.fingerprint',
      'c.subject',
      'c.certificate',
      'c.development',
      'c.first_used_at',
      'c.retired_at',
      'c.retire_reason',
      's.name as retired_by_name',
    ]);

type KeyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof keyRows>['executeTakeFirst']>>>;

function toKey(row: KeyRow, current: string, trusted: ReadonlySet<string>): TSigningKey {
  const certificate = new X509Certificate(row.certificate);
  const isTrusted = trusted.has(row.fingerprint);
  return {
    fingerprint: row.fingerprint,
    subject: row.subject,
    development: row.development,
    state: row.retired_at
      ? 'retired'
      : !isTrusted
        ? 'development'
        : row.fingerprint === current
          ? 'current'
          : 'trusted',
    signing_now: row.fingerprint === current,
    valid_from: new Date(certificate.validFrom).toISOString(),
    valid_until: new Date(certificate.validTo).toISOString(),
    first_used_at: iso(row.first_used_at),
    retired_at: isoOrNull(row.retired_at),
    retired_by_name: row.retired_by_name,
    retire_reason: row.retire_reason,
  };
}

const trustedSet = async (db: Db) =>
  new Set((await trustedCertificates(db)).map((row) => row.fingerprint));

/** Every key the institution has signed with, newest first, and whether it still counts. */
export async function listKeys(
  db: Db,
  actor: TAuthUser | null,
  signer: InstitutionSigner,
): Promise<TSigningKey[]> {
  assertRole(actor, 'administrator');
  const current = await signer.fingerprint();
  const rows = await keyRows(db)
    .orderBy('c.first_used_at', 'desc')
    .orderBy('c.fingerprint')
    .execute();
  const trusted = await trustedSet(db);
  return rows.map((row) => toKey(row, current, trusted));
}

/**
 * Retires a key whose private part was lost or leaked: from now on the DID document leaves it
 * out, what it signed reads as not issued by the institution, and a process still signing with
 * it signs nothing more. Not this process's key, nor the institution's only trusted one (409).
 * Once only; audited.
 */
export async function retireKey(
  db: Db,
  actor: TAuthUser | null,
  fingerprint: string,
  reason: string,
  context: AuditContext,
  signer: InstitutionSigner,
): Promise<TSigningKey> {
  const staff = assertRole(actor, 'administrator');
  const current = await signer.fingerprint();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('signing_certificates')
      .select(['subject', 'retired_at', 'development'])
      .where('fingerprint', '=', fingerprint)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(KEY_NOT_FOUND);
    if (fingerprint === current) throw new HttpError(409, RETIRE_CURRENT_KEY);
    if (row.retired_at) throw new HttpError(409, KEY_ALREADY_RETIRED);
    const others = (await trustedCertificates(trx)).filter(
      (key) => key.fingerprint !== fingerprint,
    );
    if (!row.development && others.length === 0) throw new HttpError(409, RETIRE_LAST_KEY);
    await trx
      .updateTable('signing_certificates')
      .set({ retired_at: new Date(), retired_by: staff.id, retire_reason: reason })
      .where('fingerprint', '=', fingerprint)
      .execute();
    await recordAudit(trx, context, {
      action: 'signing_certificate.retired',
      entityType: 'signing_certificate',
      entityId: fingerprint,
      details: { subject: row.subject, reason },
    });
  });
  const row = await keyRows(db).where('c.fingerprint', '=', fingerprint).executeTakeFirstOrThrow();
  return toKey(row, current, await trustedSet(db));
}
