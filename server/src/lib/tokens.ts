import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 256 random bits, base64url. Only its SHA-256 is stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
