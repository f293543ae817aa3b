import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';

/**
 * Every migration, in order. A static list (not a folder scan) so the same code runs from the
 * TypeScript sources (tests) and from dist/ (production). Add new files as NNNN_name.ts here.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
