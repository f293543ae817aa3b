import { randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/schema';
import { VC_V2 } from './contexts';

/**
 * Positions in the revocation list: 2^20 (128 KiB of bits before compression; the Bitstring
 * Status List minimum is 131,072). Positions are drawn at random, as the specification advises,
 * so a document's position tells nothing of when it was issued.
 */
export const STATUS_LIST_LENGTH = 1 << 20;

export const revocationListUrl = (publicUrl: string) =>
  `${publicUrl}/api/credentials/status/revocation`;

/**
 * The document's position in the list: the one it was given, or a free one drawn now. Two
 * requests at once for one document keep one position (the code is unique, and a lost insert
 * reads the winner's).
 */
export async function statusIndexOf(db: Db, verificationCode: string): Promise<number> {
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const existing = await db
      .selectFrom('credential_statuses')
      .select('status_index')
      .where('verification_code', '=', verificationCode)
      .executeTakeFirst();
    if (existing) return existing.status_index;
    await db
      .insertInto('credential_statuses')
      .values({ status_index: randomInt(STATUS_LIST_LENGTH), verification_code: verificationCode })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error('The revocation status list has no free position');
}

/** The credentialStatus of a credential at this position (BitstringStatusListEntry). */
export const statusEntry = (publicUrl: string, index: number) => ({
  id: `${revocationListUrl(publicUrl)}#${index}`,
  type: 'BitstringStatusListEntry',
  statusPurpose: 'revocation',
  statusListIndex: String(index),
  statusListCredential: revocationListUrl(publicUrl),
});

/**
 * Positions of the documents staff have revoked, transcripts and certificates alike, in order.
 * Read from the revoked documents (a partial index each), so the cost follows the revocations,
 * not the credentials issued.
 */
export async function revokedPositions(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('issued_documents as d')
    .innerJoin('credential_statuses as s', 's.verification_code', 'd.verification_code')
    .select('s.status_index')
    .where('d.revoked_at', 'is not', null)
    .unionAll(
      db
        .selectFrom('graduate_certificates as c')
        .innerJoin('credential_statuses as s', 's.verification_code', 'c.verification_code')
        .select('s.status_index')
        .where('c.revoked_at', 'is not', null),
    )
    .orderBy('status_index')
    .execute();
  return rows.map((row) => row.status_index);
}

/** The list as the specification encodes it: bit 0 leftmost, GZIP, then multibase base64url. */
export function encodeStatusList(positions: number[]): string {
  const bits = Buffer.alloc(STATUS_LIST_LENGTH / 8);
  for (const position of positions) bits[position >> 3]! |= 0x80 >> (position & 7);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The unsigned BitstringStatusListCredential of the revocations, as of now. */
export const revocationListCredential = (
  publicUrl: string,
  issuer: string,
  positions: number[],
  now = new Date(),
) => ({
  '@context': [VC_V2],
  id: revocationListUrl(publicUrl),
  type: ['VerifiableCredential', 'BitstringStatusListCredential'],
  issuer,
  validFrom: now.toISOString(),
  credentialSubject: {
    id: `${revocationListUrl(publicUrl)}#list`,
    type: 'BitstringStatusList',
    statusPurpose: 'revocation',
    encodedList: encodeStatusList(positions),
  },
});
