import { sql } from 'kysely';
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

/** `body` with a proof of identity for its `matric_number` added. */
export async function withIdentity<T extends { matric_number: string }>(
  db: Db,
  body: T,
): Promise<T & { identity_token: string }> {
  return { ...body, identity_token: await identityTokenFor(db, body.matric_number) };
}
