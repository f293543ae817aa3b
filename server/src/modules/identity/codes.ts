import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { IDENTITY_CODE_LENGTH } from '@registrar/shared-api/contracts';

/** A one-time code: uniformly random digits (no modulo bias: randomInt). */
export const generateCode = (): string =>
  String(randomInt(0, 10 ** IDENTITY_CODE_LENGTH)).padStart(IDENTITY_CODE_LENGTH, '0');

/** Only this is stored: the code hashed with its challenge's id, so equal codes hash apart. */
export const hashCode = (challengeId: string, code: string): string =>
  createHash('sha256').update(`${challengeId}:${code}`, 'utf8').digest('hex');

/** Compares in constant time, so the answer's timing says nothing about the code. */
export const codeMatches = (challengeId: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashCode(challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};
