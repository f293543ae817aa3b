import type { TAuthUser } from '@registrar/shared-api';

/**
 * Which staff roles may use which admin screen. The sidebar hides what a role cannot
 * use and the routes show "You do not have access" instead of the screen; the server enforces the
 * same with `assertRole` (server/src/modules/*: a hidden screen's API answers 403).
 */
export type StaffRole = TAuthUser['role'];

const everyone: readonly StaffRole[] = ['administrator', 'registry_officer', 'bursary'];
const administrators: readonly StaffRole[] = ['administrator'];
const registry: readonly StaffRole[] = ['administrator', 'registry_officer'];
const bursary: readonly StaffRole[] = ['administrator', 'bursary'];

/** Route prefix → roles. A path belongs to the entry it equals or starts with followed by '/'. */
export const screenRoles: Readonly<Record<string, readonly StaffRole[]>> = {
  '/admin/overview': everyone,
  // Each staff user's own two-factor authentication (features/account).
  '/admin/account': everyone,
  '/admin/applications': registry,
  '/admin/certificate-applications': registry,
  '/admin/messages': registry,
  '/admin/compose-message': registry,
  '/admin/graduate-copy': registry,
  '/admin/graduate-certificate': registry,
  // Applicants the registry confirms by hand (server/src/modules/identity).
  '/admin/identity-checks': registry,
  // The receivers applicants send copies to (server/src/modules/recipients).
  '/admin/recipients': registry,
  // Why requests are put on hold (server/src/modules/hold-reasons).
  '/admin/hold-reasons': registry,
  // The days expected completion dates skip (server/src/modules/public-holidays).
  '/admin/public-holidays': registry,
  // The email outbox: server/src/modules/mail allows registry staff.
  '/admin/mail': registry,
  '/admin/transcript-rates': bursary,
  // Delivery rates are rates: the bursary sees them there, the regions stay admin-only.
  '/admin/manage-regions': bursary,
  '/admin/payment-types': bursary,
  '/admin/payments': bursary,
  '/admin/standalone-payments': bursary,
  '/admin/application-types': administrators,
  '/admin/courier-agents': administrators,
  '/admin/configurations': administrators,
  '/admin/certificate-templates': administrators,
  '/admin/staff-users': administrators,
  // The institution's signing keys (server/src/modules/signing): administrators only.
  '/admin/signing-keys': administrators,
  // Where graduate records come from and their syncs (server/src/modules/records-sync).
  '/admin/records-source': administrators,
};

export const roleLabels: Record<StaffRole, string> = {
  administrator: 'Administrator',
  registry_officer: 'Registry officer',
  bursary: 'Bursary',
};

/**
 * Whether `role` may open `path`. A path no entry covers (the not-found page) is open to all; a
 * signed-out or unknown user may open only what every role may.
 */
export function canOpen(role: StaffRole | undefined, path: string): boolean {
  const route = Object.keys(screenRoles).find(
    (candidate) => path === candidate || path.startsWith(`${candidate}/`),
  );
  if (!route) return true;
  const roles = screenRoles[route] ?? everyone;
  return role ? roles.includes(role) : roles.length === everyone.length;
}
