import { consentReceivers, type TSubmitApplicationCopy } from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import { priceCopies } from '../../src/modules/applications/pricing';
import type { Db } from '../../src/db/schema';
import { generateToken, hashToken } from '../../src/lib/tokens';

/**
 * A live proof of identity for the graduate of `matricNumber`, written straight to the database:
 * for tests about something else than the identity step (which server/test/identity.test.ts
 * drives through its endpoints). The token is what a correct code would have returned.
 */
export async function identityTokenFor(db: Db, matricNumber: string): Promise<string> {
  const graduate = await db
    .selectFrom('graduates')
    .select(['id', 'email'])
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.trim().toUpperCase())
    .executeTakeFirstOrThrow();
  const token = generateToken();
  await db
    .insertInto('identity_proofs')
    .values({
      token_hash: hashToken(token),
      graduate_id: graduate.id,
      email: graduate.email ?? 'no-contact@registrar.test',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

/**
 * Consent as the applicant gives it by ticking the box: to the wording in force, naming the
 * receivers the copies go to as the server prices them (the quote's `receivers`; none when the
 * copies cannot be priced, which the submit refuses anyway).
 */
export async function consentFor(
  db: Db,
  copies: readonly unknown[] = [],
): Promise<{ wording_id: number; receivers: string[]; agreed: true }> {
  const wording = await db
    .selectFrom('consent_wordings')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  let receivers: string[] = [];
  try {
    receivers = consentReceivers(
      (await priceCopies(db, copies as TSubmitApplicationCopy[])).copies,
    );
  } catch {
    // Copies the server refuses: the submit's own errors are what the test is about.
  }
  return { wording_id: wording.id, receivers, agreed: true };
}

/** A transcript application's body (it has copies) with consent added, unless it has one. */
export async function withConsent<T extends object>(db: Db, body: T): Promise<T> {
  if (!('copies' in body) || !Array.isArray(body.copies) || 'consent' in body) return body;
  return { ...body, consent: await consentFor(db, body.copies) };
}

/**
 * `body` with a proof of identity for its `matric_number` added; a transcript application (it
 * has copies) also consents (withConsent).
 */
export async function withIdentity<T extends { matric_number: string }>(
  db: Db,
  body: T,
): Promise<T & { identity_token: string }> {
  const proven = { ...body, identity_token: await identityTokenFor(db, body.matric_number) };
  return withConsent(db, proven);
}
