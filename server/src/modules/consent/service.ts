import {
  CONSENT_RECEIVERS_CHANGED,
  CONSENT_WORDING_CHANGED,
  consentReceivers,
  type TApplicationConsent,
  type TAuthUser,
  type TConsentWording,
  type TGivenConsent,
  type TSubmitApplicationCopy,
  type TUpdateConsentWordingRequest,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { assertRole } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import type { FieldErrors } from '../applications/field-errors';

type WordingRow = { id: number; text: string; created_at: Date };

const toWording = (row: WordingRow): TConsentWording => ({
  id: row.id,
  text: row.text,
  created_at: iso(row.created_at),
});

/**
 * The wording's advisory lock (arbitrary, fixed key): a submit holds it shared from checking the
 * wording until its consent is stored, a rewording holds it alone. So no consent is stored to a
 * wording replaced meanwhile: a rewording waits for the submits in flight, and the submits after
 * it read the new version.
 */
const WORDING_LOCK = 0x636f6e73; // 'cons'
const lockWording = (db: Db, mode: 'shared' | 'exclusive') =>
  (mode === 'shared'
    ? sql`SELECT pg_advisory_xact_lock_shared(${sql.lit(WORDING_LOCK)})`
    : sql`SELECT pg_advisory_xact_lock(${sql.lit(WORDING_LOCK)})`
  ).execute(db);

const newest = (db: Db) =>
  db
    .selectFrom('consent_wordings')
    .select(['id', 'text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** The wording in force: the newest version. */
export const currentWording = async (db: Db): Promise<TConsentWording> =>
  toWording(await newest(db));

/** A new version of the wording (administrator), in force at once, audited with its text. */
export async function rewordConsent(
  db: Db,
  actor: TAuthUser | null,
  input: TUpdateConsentWordingRequest,
  context: AuditContext,
): Promise<TConsentWording> {
  const staff = assertRole(actor, 'administrator');
  return db.transaction().execute(async (trx) => {
    await lockWording(trx, 'exclusive');
    if ((await newest(trx)).text === input.text)
      throw new HttpError(409, 'This is already the wording in force.');
    const row = await trx
      .insertInto('consent_wordings')
      .values({ text: input.text, created_by: staff.id })
      .returning(['id', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, context, {
      action: 'consent_wording.updated',
      entityType: 'consent_wording',
      entityId: row.id,
      details: { text: row.text },
    });
    return toWording(row);
  });
}

type ReceiverOf = Pick<
  TSubmitApplicationCopy,
  'format' | 'recipient_name' | 'recipient_email' | 'recipient_address'
>;

/**
 * Refuses (in `errors`) a consent given to a wording no longer in force, or naming other
 * receivers than the priced `copies` go to (null: they could not be priced, which is refused
 * anyway): the applicant must read it again. Run inside the submit's transaction (it takes the
 * wording's lock until commit).
 */
export async function checkConsent(
  db: Db,
  consent: TGivenConsent,
  copies: readonly ReceiverOf[] | null,
  errors: FieldErrors,
) {
  await lockWording(db, 'shared');
  if ((await newest(db)).id !== consent.wording_id)
    errors.add('consent.wording_id', CONSENT_WORDING_CHANGED);
  const receivers = copies && consentReceivers(copies);
  if (receivers && JSON.stringify(receivers) !== JSON.stringify(consent.receivers))
    errors.add('consent.receivers', CONSENT_RECEIVERS_CHANGED);
}

/**
 * Keeps the consent given with a new application: the version, the time, the address, and the
 * receivers of its copies as priced (the directory's, where a copy names one). Also in the
 * audit trail, with the application's submission.
 */
export async function recordConsent(
  trx: Db,
  applicationId: number,
  wordingId: number,
  copies: readonly ReceiverOf[],
  context: AuditContext,
  givenAt = new Date(),
): Promise<void> {
  const receivers = consentReceivers(copies);
  await trx
    .insertInto('application_consents')
    .values({
      application_id: applicationId,
      wording_id: wordingId,
      given_at: givenAt,
      ip: context.ip,
      receivers: JSON.stringify(receivers),
    })
    .execute();
  await recordAudit(trx, context, {
    action: 'application.consent_given',
    entityType: 'application',
    entityId: applicationId,
    details: { wording_id: wordingId, given_at: givenAt.toISOString(), receivers },
  });
}

/** The consent kept with an application, with the wording it agreed to (null: none kept). */
export async function consentOf(
  db: Db,
  applicationId: number,
): Promise<TApplicationConsent | null> {
  const row = await db
    .selectFrom('application_consents as c')
    .innerJoin('consent_wordings as w', 'w.id', 'c.wording_id')
    .select(['c.wording_id', 'w.text', 'c.given_at', 'c.ip', 'c.receivers'])
    .where('c.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    wording_id: row.wording_id,
    wording: row.text,
    given_at: iso(row.given_at),
    ip: row.ip,
    receivers: row.receivers,
  };
}
