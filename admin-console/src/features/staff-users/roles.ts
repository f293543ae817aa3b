import { STAFF_ROLES, type TStaffUser } from '@registrar/shared-api';

export const roleLabels: Record<TStaffUser['role'], string> = {
  administrator: 'Administrator',
  registry_officer: 'Registry officer',
  bursary: 'Bursary',
};

/** What each role may use (the same split as the sidebar and the server). */
export const roleHints: Record<TStaffUser['role'], string> = {
  administrator: 'Everything, including settings and staff accounts',
  registry_officer: 'Applications, certificate applications, messages and graduate records',
  bursary: 'Payments, transcript rates and other payment types',
};

export const roleOptions = STAFF_ROLES.map((value) => ({ value, label: roleLabels[value] }));
