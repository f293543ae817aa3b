import type { TAuthUser } from '@registrar/shared-api/contracts';
import type { StaffRole } from '../db/schema';
import { forbidden, unauthenticated } from './http-errors';

/**
 * 401 without a signed-in user, 403 when their role is not one of `roles`. Called by services:
 * who may do what is a business rule (the contract only says whether a token is needed).
 */
export function assertRole(actor: TAuthUser | null | undefined, ...roles: StaffRole[]): TAuthUser {
  if (!actor) throw unauthenticated();
  if (!roles.includes(actor.role)) throw forbidden();
  return actor;
}

/** Who works graduate records, their copies and certificates, and certificate applications. */
export const REGISTRY: StaffRole[] = ['administrator', 'registry_officer'];
