import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';

/**
 * The per-recipient bound: one email address receives at most RECIPIENT_HOURLY_LIMIT emails an
 * hour of the kinds anyone can cause by filling a public form with that address (a submission's
 * confirmation). Staff decisions and what money bought (status changes, registry messages,
 * documents, payment receipts, refunds) are neither counted nor held back: nobody can make the
 * product send them at will. Nor is an identity code: it goes only to the contact on a graduate
 * record, never to an address the caller names, under its own bound per record (modules/identity),
 * and a stranger who filled that inbox's bound must not stop the graduate from proving who they
 * are. A template is bounded unless listed here, so a new email is bounded until someone decides
 * otherwise.
 */
export const RECIPIENT_HOURLY_LIMIT = 10;

const UNBOUNDED_TEMPLATES: ReadonlySet<string> = new Set([
  'application_status',
  'certificate_application_status',
  'staff_message',
  'document_ready',
  'application_paid',
  'certificate_application_paid',
  'standalone_payment_paid',
  'payment_refunded',
  'identity_code',
  'identity_check_cleared',
  'identity_check_refused',
]);

export const isBoundedTemplate = (template: string) => !UNBOUNDED_TEMPLATES.has(template);

/** What the mail log says of an email held back by the bound. */
export const SUPPRESSED_MESSAGE = `Not sent: this address already received ${String(RECIPIENT_HOURLY_LIMIT)} emails in the last hour.`;

/**
 * One mailbox, however the address is written: case folded, and a `+tag` in the local part
 * dropped (most providers deliver name+anything@ to name@, so tags would multiply the bound).
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}

/** Arbitrary, fixed: the first half of this bound's advisory lock keys. */
const LOCK_CLASS = 0x6d61696c; // 'mail'

// Run with each bounded email: compiled once (lib/prepared-query.ts).
export const lockRecipient = preparedQuery(
  (db: Db, key: string) =>
    db.selectNoFrom(
      sql<string>`pg_advisory_xact_lock(${sql.lit(LOCK_CLASS)}, hashtext(${key}))::text`.as(
        'locked',
      ),
    ),
  [''],
);

export const countRecent = preparedQuery(
  (db: Db, key: string) =>
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('recipient_key', '=', key)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .where('status', '<>', sql.lit('suppressed')),
  [''],
);

const isFull = async (trx: Db, key: string) =>
  Number((await countRecent(trx, key))[0]?.n ?? 0) >= RECIPIENT_HOURLY_LIMIT;

/**
 * Whether one more bounded email to `key` would exceed the bound. Counted in the database, so
 * every process sharing it sees the same count. Below the bound, the advisory lock (held until
 * the caller's transaction ends) makes concurrent emails to one address count one after the
 * other, so the bound holds exactly; an address already at the bound stays there whatever
 * commits meanwhile, so a flood past it is refused without waiting on the lock.
 */
export async function isOverBound(trx: Db, key: string): Promise<boolean> {
  if (await isFull(trx, key)) return true;
  await lockRecipient(trx, key);
  return isFull(trx, key);
}
