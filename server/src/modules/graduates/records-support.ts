import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';

/**
 * Helpers shared by the records modules (graduates, copies, certificates, certificate templates,
 * certificate applications, staff users).
 */

/** Who works graduate records, their copies and certificates, and certificate applications. */
export const REGISTRY: StaffRole[] = ['administrator', 'registry_officer'];

/** The signed-in staff user of a request (null without one: assertRole answers 401). */
export const actorOf = (request: FastifyRequest) => request.auth?.user ?? null;

/** One field's 422 (a business rule the contract cannot check). */
export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });

/** 409 with the message also under `errors[field]`, so a form can show it beside the field. */
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, { errors: { [field]: [message] } });

const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  String((error as { code: unknown }).code) === UNIQUE_VIOLATION;

/** Timestamps leave as ISO 8601 strings. */
export { iso, isoOrNull } from '../../lib/iso';

/** A LIKE pattern matching `term` anywhere, with its own % and _ taken literally. */
export const containsPattern = (term: string): string =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Field-by-field before → after of what changed, for audit details. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
  keys: (keyof T)[],
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}
